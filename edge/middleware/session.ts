import type { MiddlewareHandler } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { refreshFailureMessage, sessionEndMessage, UpstreamError } from '../errors';
import { apiRequestKind, refreshOutageAnswer } from '../failure-answers';
import { isInternalRequest } from '../internal';
import { clearSessionCookie, openSession, readSessionCookie, writeSessionCookie } from '../session/cookie';
import { flashToast, takeFlash } from '../session/flash';
import { refreshRefused, refreshTokens } from '../session/refresh';
import { revalidate } from '../session/revalidation';
import { markRevoked, revokedReason } from '../session/revocations';
import { isExpired, type Session } from '../session/types';
import { revokeTokens } from '../upstream/auth';
import { transportFor } from '../upstream/context';
import { UNAVAILABLE_MESSAGE } from '../upstream/transport';
import { afterResponse } from './execution';
import { isDocumentRequest, isStaticPath } from './request-kind';

/**
 * What the cookie means for this request; `revoked` is the reason a revoked session is a guest now;
 * `outage` is the upstream failure that kept an expired session from being refreshed.
 */
type Outcome = {
  session: Session | null;
  write: boolean;
  clear: boolean;
  failure?: string;
  revoked?: string;
  outage?: UpstreamError;
  /** The session a failed refresh ended: signed out upstream as well (best effort). */
  ended?: Session;
};

/** Opens the cookie and, when the access token has expired, refreshes it (spec section 4). */
async function resolveSession(c: SiteContext): Promise<Outcome> {
  const raw = readSessionCookie(c);
  if (!raw) return { session: null, write: false, clear: false };
  const session = await openSession(raw, c.var.config.SESSION_SECRETS);
  // Tampered, foreign or stale: a guest, and the useless cookie goes.
  if (!session) return { session: null, write: false, clear: true };
  // Signed out here, or refused by the upstream while a page rendered: worthless at once.
  const revoked = await revokedReason(session.refreshToken);
  if (revoked) return { session: null, write: false, clear: true, revoked };
  if (!isExpired(session)) {
    // The error screen's own render serves a request that has just asked.
    if (isInternalRequest(c.req.raw.headers)) return { session, write: false, clear: false };
    // Ended elsewhere? Asked at most once per 2-second slot per session (session/revalidation.ts).
    const ended = await revalidate(transportFor(c, session.accessToken), session.refreshToken);
    if (!ended) return { session, write: false, clear: false };
    await markRevoked(session.refreshToken, ended, session.refreshExpiresAt);
    return { session: null, write: false, clear: true, revoked: ended };
  }
  try {
    const tokens = await refreshTokens(transportFor(c, session.accessToken), session);
    return { session: { ...session, ...tokens }, write: true, clear: false };
  } catch (err) {
    console.warn(`session refresh failed: ${err instanceof Error ? err.message : String(err)}`);
    if (refreshRefused(err))
      return { session: null, write: false, clear: true, failure: refreshFailureMessage(err), ended: session };
    // An outage: the cookie stays (decision 0015), this request answers the outage.
    const outage = err instanceof UpstreamError ? err : new UpstreamError(503, UNAVAILABLE_MESSAGE);
    return { session: null, write: false, clear: false, outage };
  }
}

/**
 * A session the site ends by force (a 403, a failed refresh) is signed out upstream too, so it
 * leaves «Активные сеансы»; the result is ignored, like any sign-out (spec section 4).
 */
const signOutUpstream = (c: SiteContext, ended: Session) =>
  revokeTokens(transportFor(c, ended.accessToken), ended.refreshToken);

/**
 * Puts the session on the request context before anything renders (headers cannot change once
 * Waku streams), writes the cookie when tokens were refreshed, carries flash results over
 * redirects, and applies what rendering learned: a 401/403 from the upstream (the `signIn`
 * reaction of edge/errors.ts) becomes an error toast and ends the session (spec section 8).
 */
export const session = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  c.set('session', null);
  // Native apps use the mobile proxy with their own bearer tokens, never cookies.
  if (isStaticPath(pathname) || pathname.startsWith('/api/mobile/')) return next();

  const outcome = await resolveSession(c);
  c.set('session', outcome.session);
  const document = isDocumentRequest(c.req.raw, pathname);
  // The error screen's own render (an internal request with the visitor's cookie) is drawn for a
  // guest: throwing the outage again there would answer a JSON body instead of the screen.
  if (outcome.outage && !isInternalRequest(c.req.raw.headers)) {
    // The session could not be renewed for now and nothing personal can load: a page (or a link
    // followed to a download) is the error screen with the upstream's status, anything else the
    // outage in its own form; the cookie is untouched, so the next request after the blip refreshes.
    const outage = outcome.outage;
    if (document || (pathname.startsWith('/api/') && apiRequestKind(c) === 'download')) {
      c.set('pageFailure', outage);
      throw outage;
    }
    return refreshOutageAnswer(c, outage);
  }
  if (outcome.failure) {
    // Refresh failed: the session is cleared and the visitor goes to the home page (spec section 4).
    const failed = outcome.failure;
    const ended = outcome.ended;
    if (ended) await afterResponse(c, signOutUpstream(c, ended));
    const endSession = async () => {
      clearSessionCookie(c);
      await flashToast(c, { message: failed, type: 'error' });
    };
    if (document && pathname !== '/') {
      await endSession();
      return c.redirect('/', 302);
    }
    if (pathname.startsWith('/api/') && c.req.method !== 'GET') {
      await endSession();
      // A plain form (the browser shows what comes back) goes home like a page; a script gets 401.
      if (apiRequestKind(c) === 'form') return c.redirect('/', 303);
      return c.json({ message: failed }, 401);
    }
    // A client navigation goes home as well: the page's render redirects (src/pages/_root.tsx).
    c.set('sessionEnded', true);
  }
  // Client navigations (RSC payloads) take pending toasts too: a redirect to /login after a 401
  // during one must still say why (the shell's ToastArea shows what the render carries).
  const rsc = c.req.method === 'GET' && pathname.startsWith('/RSC/');
  const flash = document || rsc ? await takeFlash(c, pathname + search) : undefined;
  if (flash) {
    // The home page rendering now shows the refresh failure itself; any page shows a revocation.
    const toasts = [...flash.toasts];
    if (outcome.failure) toasts.push({ message: outcome.failure, type: 'error' as const });
    if (outcome.revoked && rsc) toasts.push({ message: outcome.revoked, type: 'error' as const });
    c.set('flash', { toasts, form: flash.form });
  }

  await next();

  // Cookies are written once the response exists: headers prepared before Waku answers are lost.
  flash?.consume();
  if (outcome.failure && !flash) await flashToast(c, { message: outcome.failure, type: 'error' });
  if (outcome.clear) clearSessionCookie(c);
  // A whole page after a revocation is usually a redirect (the guards): the next page says why.
  if (outcome.revoked && !rsc) await flashToast(c, { message: outcome.revoked, type: 'error' });
  const authFailure = c.var.authFailure;
  if (authFailure) {
    await flashToast(c, { message: sessionEndMessage(authFailure), type: 'error' });
    clearSessionCookie(c);
    // A 403 leaves the upstream session alive: it should not stay among «Активные сеансы».
    const ended = outcome.session ?? outcome.ended;
    if (ended && authFailure.status !== 401) await afterResponse(c, signOutUpstream(c, ended));
    return;
  }
  if (outcome.write && outcome.session) await writeSessionCookie(c, outcome.session);
};
