import { errorScreenTexts } from '@common/error-screen-texts';

/**
 * A bound on the whole answer, so no request ends as workerd's bare «Worker's code had hung» with
 * no reference and no log line (issue 37). Every upstream call of a request shares one deadline
 * (edge/upstream/deadline.ts) and a page whose upstream hangs answers within about twice it; past
 * twice it plus a margin something else is stuck, and the visitor gets the error screen's 503 with
 * the request's reference, the log its error line. A pending timer also keeps workerd from taking
 * a request that waits on nothing of its own for a hung one.
 */
const MARGIN_MS = 4_000;
const DEFAULT_UPSTREAM_TIMEOUT_MS = 8_000;
export const ANSWER_DEADLINE_STATUS = 503;

/** The bound for a worker's settings (UPSTREAM_TIMEOUT_MS, checked by edge/config.ts later on). */
export function answerDeadlineMs(env: unknown): number {
  const raw = typeof env === 'object' && env !== null ? Reflect.get(env, 'UPSTREAM_TIMEOUT_MS') : undefined;
  const bound = Number(raw);
  const upstream = Number.isFinite(bound) && bound > 0 ? bound : DEFAULT_UPSTREAM_TIMEOUT_MS;
  return 2 * upstream + MARGIN_MS;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The error screen's words as a page of its own: the app that renders the real one is what is stuck. */
function lateAnswer(req: Request, reference: string): Response {
  const { title, description } = errorScreenTexts(ANSWER_DEADLINE_STATUS);
  // The security headers middleware never ran for this answer: the strictest policy that shows it.
  const headers = {
    'cache-control': 'no-store',
    'retry-after': '5',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; frame-ancestors 'none'",
  };
  if (!(req.headers.get('accept') ?? '').includes('text/html')) {
    return Response.json(
      { message: `${description} Код ошибки: ${reference}` },
      { status: ANSWER_DEADLINE_STATUS, headers },
    );
  }
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><img src="/images/error.svg" alt="Ошибка" width="320" height="200"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><p>Код ошибки: ${ANSWER_DEADLINE_STATUS} · ${escapeHtml(reference)}</p><a href="/">Вернуться на Главную</a></main></body></html>`;
  return new Response(html, {
    status: ANSWER_DEADLINE_STATUS,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}

/** `answer`, or the late answer once `ms` have passed without one. */
export async function withinDeadline(
  req: Request,
  reference: string,
  ms: number,
  answer: () => Promise<Response>,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(lateAnswer(req, reference)), ms);
  });
  try {
    return await Promise.race([answer(), late]);
  } finally {
    clearTimeout(timer);
  }
}
