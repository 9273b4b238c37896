import type { MiddlewareHandler } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { guestAnswer } from '../failure-answers';
import type { Session } from '../session/types';

/**
 * The one guard of /api/account/*: a guest gets the same outcome on every such route (a link or a
 * plain form: /login with the reason; a script's call: 401), before the route runs.
 */
export const requireSession = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  if (!c.var.session) return guestAnswer(c);
  return next();
};

/** The signed-in client of an /api/account route (requireSession let only them in). */
export function accountSession(c: SiteContext): Session {
  const session = c.var.session;
  if (!session) throw new Error('an /api/account route ran without requireSession');
  return session;
}
