import type { Hono, MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { errorScreenRequest, isInternalRequest } from '../internal';
import { executionContext } from './execution';

/** A download link the visitor followed (a navigation), answered with a `page` failure (edge/failure-answers.ts). */
function isFailedDownload(req: Request, pathname: string, status: number, failedWith: number | undefined): boolean {
  if (req.method !== 'GET' || !pathname.startsWith('/api/account/') || status !== failedWith) return false;
  return (req.headers.get('accept') ?? '').includes('text/html');
}

function wantsHtml(req: Request, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return false;
  if (pathname.startsWith('/api/') || pathname.startsWith('/RSC/') || pathname.startsWith('/assets/')) return false;
  const accept = req.headers.get('accept') ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Unhandled render errors become the full-page error screen with a real status (spec section 8:
 * the upstream's, with its message, when a page or a download could not load its data; else 500),
 * rendered by the app's not-found route through an internal request so the screen has one
 * implementation. The message is logged to the console.
 */
export const errorScreen =
  ({ app }: { app: Hono }): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    let failure: unknown;
    try {
      await next();
      failure = c.error;
      // Waku answers a render that failed before its shell with its own bare 500 page instead of
      // throwing; the error it logged is the one the upstream client recorded, if any.
      if (!failure && c.res.status >= 500 && (c.res.headers.get('content-type') ?? '').includes('text/html')) {
        failure = c.var.pageFailure ?? c.var.renderFailure ?? new Error(`Render failed with status ${c.res.status}`);
      }
      if (!failure && isFailedDownload(c.req.raw, c.req.path, c.res.status, c.var.pageFailure?.status)) {
        failure = c.var.pageFailure;
      }
    } catch (err) {
      failure = err;
    }
    if (!failure) return;
    const message = failure instanceof Error ? failure.message : String(failure);
    // The upstream failure the page could not render without keeps its status and message
    // (edge/errors.ts, a `page` reaction); an upstream outage keeps its 5xx; anything else is a 500.
    const page = c.var.pageFailure;
    const ownStatus = (failure as { status?: unknown }).status;
    const status = page
      ? page.status
      : typeof ownStatus === 'number' && ownStatus >= 500 && ownStatus <= 599
        ? ownStatus
        : 500;
    console.error(`Error: ${message}`);
    const url = new URL(c.req.url);
    const html = wantsHtml(c.req.raw, url.pathname) || (page !== undefined && failure === page);
    if (isInternalRequest(c.req.raw.headers) || !html) {
      c.res = c.json({ message: 'Произошла ошибка' }, 500);
      return;
    }
    const screen = await app.fetch(
      // The screen spends what is left of this request's upstream budget, not a budget of its own.
      errorScreenRequest(url.origin, status, c.req.raw, page?.message, c.get('upstreamDeadline')),
      c.env,
      executionContext(c),
    );
    c.res = undefined;
    c.res = new Response(screen.body, { status, headers: screen.headers });
  };
