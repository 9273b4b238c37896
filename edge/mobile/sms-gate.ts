import { newSmsChallenge, releaseFreeSmsCode, reserveFreeSmsCode, verifySmsChallenge } from '../auth/sms-challenge';
import type { SiteContext } from '../context';

/**
 * The calls of the mobile door that send an SMS code (paths after /api/mobile/v1): they ask the
 * same proof-of-work challenge by the same shared count per address as the site's forms
 * (edge/auth/sms-challenge.ts), so the door is no way around it.
 */
const SMS_SENDS = new Set(['/register/phone/send-code', '/restore-password/send-code']);

export const isMobileSmsSend = (method: string, path: string) => method === 'POST' && SMS_SENDS.has(path);

export const MOBILE_CHALLENGE_MESSAGE =
  'Подтвердите, что вы не робот: решите задачу из поля challenge и отправьте запрос ещё раз с решением в поле altcha';

/**
 * The app's solution: the `X-Altcha` header, else an `altcha` field of the JSON body (base64 of
 * `{ challenge, solution }`, as the ALTCHA widget and its mobile libraries give it). The field
 * is taken out of the body the upstream gets.
 */
function solutionOf(c: SiteContext, body: ArrayBuffer | undefined): { altcha?: string; body?: ArrayBuffer } {
  let parsed: unknown;
  try {
    parsed = body?.byteLength ? JSON.parse(new TextDecoder().decode(body)) : undefined;
  } catch {
    parsed = undefined;
  }
  const header = c.req.header('x-altcha')?.trim() || undefined;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.hasOwn(parsed, 'altcha')) {
    return { altcha: header, body };
  }
  const { altcha, ...rest } = parsed as Record<string, unknown>;
  return {
    altcha: header ?? (typeof altcha === 'string' ? altcha : undefined),
    body: new TextEncoder().encode(JSON.stringify(rest)).buffer as ArrayBuffer,
  };
}

/**
 * Sends an SMS code through the door behind the challenge: a free code of the address is taken
 * first (one step of the shared state) and given back when the upstream sends none; past the
 * threshold only a solved, unspent challenge lets the code go. Without one the answer is 422 with
 * a Russian `message`, `errors.altcha` (the upstream's shape of a field error) and a fresh signed
 * `challenge` to solve.
 */
export async function behindMobileChallenge(
  c: SiteContext,
  body: ArrayBuffer | undefined,
  send: (body: ArrayBuffer | undefined) => Promise<Response>,
): Promise<Response> {
  const { altcha, body: forwarded } = solutionOf(c, body);
  if (await reserveFreeSmsCode(c)) {
    let res: Response | undefined;
    try {
      res = await send(forwarded);
      return res;
    } finally {
      if (!res || res.status >= 400) await releaseFreeSmsCode(c);
    }
  }
  if (await verifySmsChallenge(c.var.config, altcha)) return send(forwarded);
  return c.json(
    {
      message: MOBILE_CHALLENGE_MESSAGE,
      errors: { altcha: [MOBILE_CHALLENGE_MESSAGE] },
      challenge: await newSmsChallenge(c.var.config),
    },
    422,
    { 'cache-control': 'no-store' },
  );
}
