import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { setResponseHeader } from './response-headers';

/**
 * Whatever a signed-in visitor gets, and any answer that sets a cookie (session, flash toast,
 * form values after a failed post), is personal: `no-store` for the browser and every cache on
 * the way — pages, RSC payloads and JSON alike. Runs outermost, so it sees the final answer.
 */
export const privateAnswers = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  await next();
  if (c.var.session || c.res.headers.has('set-cookie')) setResponseHeader(c, 'cache-control', 'no-store');
};
