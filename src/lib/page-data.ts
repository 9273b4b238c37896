import { requestContext } from '@edge/context';
import { reactionFor, UpstreamError } from '@edge/errors';
import { pagePath } from '@edge/page-path';
import { markRevoked } from '@edge/session/revocations';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';

/** The query of the document request: where a no-JavaScript GET form brings its values. */
export function requestQuery(): string {
  const c = requestContext();
  return c ? new URL(c.req.url).search : '';
}

/** The path of the page being rendered (a client navigation's RSC request names it in its path). */
export function requestPath(): string {
  const c = requestContext();
  return c ? pagePath(new URL(c.req.url)) : '/';
}

/** The address of the page being rendered, with the document's query (a client navigation's is its own). */
export function requestHref(): string {
  const c = requestContext();
  if (!c) return '/';
  const url = new URL(c.req.url);
  return url.pathname === requestPath() ? url.pathname + url.search : requestPath();
}

export type Loaded<T> = { data: T; toast?: undefined } | { data?: undefined; toast: string };

/**
 * An upstream call from an account page, with the reactions of spec section 8: 401 and 403 send
 * the visitor to /login (the edge adds the error toast and, on 401, ends the session); 429 and
 * 500 become a toast while the page renders without the data; anything else opens the error page.
 */
export async function loadPageData<T>(run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await run() };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    const reaction = reactionFor(err);
    if (reaction.kind === 'toast' && reaction.toLogin) {
      const c = requestContext();
      c?.set('authFailure', err);
      const session = c?.var.session;
      // Remembered before the redirect: a client navigation has already streamed its headers, so
      // the cookie cannot be cleared here; the next request of this cookie is a guest instead.
      if (err.status === 401 && session) {
        await markRevoked(session.refreshToken, err.message, session.refreshExpiresAt);
        c?.set('session', null);
      }
      redirect('/login');
    }
    if (reaction.kind === 'toast') return { toast: reaction.message };
    throw err;
  }
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
