import { SESSION_ENDS_HEADER, SESSION_REF_HEADER } from '@common/session-ref';
import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { sessionRef } from '../session/session-ref';
import { setResponseHeader } from './response-headers';

/**
 * Whatever a signed-in visitor gets, and any answer that sets a cookie (session, flash toast,
 * form values after a failed post), is personal: `no-store` for the browser and every cache on
 * the way — pages, RSC payloads and JSON alike. Runs outermost, so it sees the final answer.
 * A signed-in answer also names its session (`x-session-ref`, never a token): the service worker
 * keeps its offline copies under that name and deletes them when an answer names another or none
 * (decision 0031).
 */
export const privateAnswers = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  await next();
  const { session, config } = c.var;
  if (session || c.res.headers.has('set-cookie')) setResponseHeader(c, 'cache-control', 'no-store');
  const secret = config?.SESSION_SECRETS[0];
  if (!session || !secret) return;
  setResponseHeader(c, SESSION_REF_HEADER, await sessionRef(session, secret));
  if (session.refreshExpiresAt) setResponseHeader(c, SESSION_ENDS_HEADER, String(session.refreshExpiresAt));
};
