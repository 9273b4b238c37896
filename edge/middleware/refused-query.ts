import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';

/** The status of a page that refused a value of its query (a GET form's field error). */
const REFUSED_QUERY_STATUS = 422;

/**
 * A page that refused a value of its query (an early buyout day outside the contract's term)
 * renders the form with the field's Russian error, and its document answers 422 like a posted
 * form's refusal, not 200: the page marks the refusal while it renders, before its shell leaves.
 * A client navigation keeps its 200 (Waku's client shows any other status as the error screen,
 * and the field error is the answer there).
 */
export const refusedQuery = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  await next();
  if (!c.var.queryRefused || c.res.status !== 200 || new URL(c.req.url).pathname.startsWith('/RSC/')) return;
  const res = new Response(c.res.body, { status: REFUSED_QUERY_STATUS, headers: c.res.headers });
  c.res = undefined;
  c.res = res;
};
