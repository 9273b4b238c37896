import type { Hono, MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { errorScreenRequest, isInternalRequest } from '../internal';

function wantsHtml(req: Request, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return false;
  if (pathname.startsWith('/api/') || pathname.startsWith('/RSC/') || pathname.startsWith('/assets/')) return false;
  return (req.headers.get('accept') ?? 'text/html').includes('text/html') || !req.headers.has('accept');
}

/**
 * Unhandled render errors become the full-page error screen with a real 500 status
 * (spec section 8), rendered by the app's not-found route through an internal request so the
 * screen has one implementation. The message is logged to the console.
 */
export const errorScreen =
  ({ app }: { app: Hono }): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    let failure: unknown;
    try {
      await next();
      failure = c.error;
      if (!failure && c.res.status >= 500 && !c.res.headers.get('content-type')?.includes('text/html')) {
        failure = new Error(`Render failed with status ${c.res.status}`);
      }
    } catch (err) {
      failure = err;
    }
    if (!failure) return;
    const message = failure instanceof Error ? failure.message : String(failure);
    console.error(`Error: ${message}`);
    const url = new URL(c.req.url);
    if (isInternalRequest(c.req.raw.headers) || !wantsHtml(c.req.raw, url.pathname)) {
      c.res = c.json({ message: 'Произошла ошибка' }, 500);
      return;
    }
    const screen = await app.fetch(errorScreenRequest(url.origin, 500, c.req.raw), c.env, c.executionCtx);
    c.res = undefined;
    c.res = new Response(screen.body, { status: 500, headers: screen.headers });
  };
