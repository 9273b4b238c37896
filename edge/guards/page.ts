import { pageHref } from '@common/page-path';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { requestContext } from '../context';
import type { Session } from '../session/types';
import { loginPath } from './login-path';
import { guardRoute } from './rules';

/**
 * The route guards of spec section 6 inside the page, for client navigations (RSC requests), which
 * the edge's document guard does not see. Returns the session for pages that need it.
 */
export function guardPage(pathname: string): Session | null {
  const c = requestContext();
  if (!c) return null;
  homeAfterFailedRefresh(pathname);
  const session = c.var.session ?? null;
  const decision = guardRoute(pathname, session, c.var.config.PUBLIC_HIDE_PRIVATE_ROUTES, pageHref(new URL(c.req.url)));
  if (decision.kind === 'notFound') notFound();
  if (decision.kind === 'redirect') redirect(decision.to as '/');
  return session;
}

/** The signed-in client of an account page (the guard has already let only them in). */
export function accountSession(pathname: string): Session {
  const session = guardPage(pathname);
  if (!session) redirect(loginPath(pathname));
  return session;
}

/**
 * A failed refresh ends on the home page (spec section 4): the edge redirects a document; a client
 * navigation anywhere else is redirected here, from a layout or page (inside the router, which
 * follows it — a redirect thrown by the root element would escape it).
 */
export function homeAfterFailedRefresh(pathname: string): void {
  if (requestContext()?.var.sessionEnded && pathname !== '/') redirect('/');
}
