import { ROUTES } from '@common/constants';
import { pageHref } from '@common/page-path';
import { requestContext } from '@edge/context';
import { pageKindOf, reactionFor, sessionEndMessage, UpstreamError } from '@edge/errors';
import { loginPath } from '@edge/guards/login-path';
import { withErrorReference } from '@edge/observability/reference';
import { markRevoked } from '@edge/session/revocations';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { requestPath } from './request-url';

export type Loaded<T> = { data: T; toast?: undefined } | { data?: undefined; toast: string };

/**
 * An upstream call of a page, with the reaction of spec section 8 from the one table
 * (edge/errors.ts), the same for a document and a client navigation:
 * - `signIn` (401, 403): the edge adds the error toast and ends the session; the visitor goes to
 *   /login, which remembers this page;
 * - `toast` (429, 500): the page renders without the data and shows the toast;
 * - anything else: the error page with the upstream's status and message (edge/middleware/error-screen.ts
 *   for a document, edge/middleware/rsc.ts for a client navigation).
 */
export async function loadPageData<T>(run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await run() };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    const reaction = reactionFor(err, pageKindOf(requestPath()));
    if (reaction.kind === 'signIn') return signIn(err);
    if (reaction.kind === 'toast') return { toast: withErrorReference(reaction.message) };
    requestContext()?.set('pageFailure', err);
    throw err;
  }
}

/**
 * The `signIn` reaction (401, 403) wherever on a page it arrives: the edge adds the error toast and
 * ends the session; the visitor goes to /login, which remembers this page. On the sign-in screen
 * itself, the screen is already where it leads: only the toast.
 */
export async function signIn(err: UpstreamError): Promise<{ toast: string }> {
  if (requestPath() === ROUTES.login) return { toast: err.message };
  const c = requestContext();
  c?.set('authFailure', err);
  const session = c?.var.session;
  // Remembered before the redirect: should the answer's headers be gone already, the next
  // request of this cookie is a guest anyway.
  if (session) {
    await markRevoked(session.refreshToken, sessionEndMessage(err), session.refreshExpiresAt);
    c?.set('session', null);
  }
  redirect(loginPath(c ? pageHref(new URL(c.req.url)) : undefined));
}

/** An account resource by id: another client's is a missing one (upstream 404) — the 404 screen, status 404. */
export async function loadOwnResource<T>(run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return await loadPageData(run);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) notFound();
    throw err;
  }
}
