import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { DEFAULT_ERROR_MESSAGE } from '../errors';

/** A row of a React Server Components payload for an error thrown by our code (not a redirect or 404). */
const UNHANDLED_ERROR_ROW = /^[0-9a-f]+:E\{"digest":""/m;

/**
 * A client navigation answers with the status its document would have (spec section 8): the
 * payload of a route is held until it is complete (the status cannot change once it streams), and
 * a render that failed on the upstream answers with the upstream's status and message as text —
 * Waku's client turns a failed answer into an error with that status, which the shell's error
 * boundary shows as the error screen (404: the not-found route). Waiting for the whole payload
 * also lets the session middleware see, before the headers leave, a 401/403 met while rendering
 * (the cookie is cleared and the toast flashed in the same answer).
 */
export const rscStatus = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (c.req.method !== 'GET' || !pathname.startsWith('/RSC/R/')) return next();
  await next();
  if (!c.res.ok || !c.res.body) return;
  const payload = await c.res.arrayBuffer();
  const failure = c.var.pageFailure;
  if (failure) {
    c.res = undefined;
    c.res = failedAnswer(failure.status, failure.message);
    return;
  }
  if (UNHANDLED_ERROR_ROW.test(new TextDecoder().decode(payload))) {
    c.res = undefined;
    c.res = failedAnswer(500, DEFAULT_ERROR_MESSAGE);
    return;
  }
  const res = new Response(payload, c.res);
  c.res = undefined;
  c.res = res;
};

function failedAnswer(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
