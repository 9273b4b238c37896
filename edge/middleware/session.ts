import type { MiddlewareHandler } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { DEFAULT_ERROR_MESSAGE } from '../errors';
import { clearSessionCookie, openSession, readSessionCookie, writeSessionCookie } from '../session/cookie';
import { flashToast, takeFlash } from '../session/flash';
import { refreshTokens } from '../session/refresh';
import { isExpired, type Session } from '../session/types';
import { transportFor } from '../upstream/context';
import { isDocumentRequest, isStaticPath } from './request-kind';

type Outcome = { session: Session | null; write: boolean; clear: boolean; failure?: string };

/** Opens the cookie and, when the access token has expired, refreshes it (spec section 4). */
async function resolveSession(c: SiteContext): Promise<Outcome> {
  const raw = readSessionCookie(c);
  if (!raw) return { session: null, write: false, clear: false };
  const session = await openSession(raw, c.var.config.SESSION_SECRETS);
  // Tampered, foreign or stale: a guest, and the useless cookie goes.
  if (!session) return { session: null, write: false, clear: true };
  if (!isExpired(session)) return { session, write: false, clear: false };
  try {
    const tokens = await refreshTokens(transportFor(c, session.accessToken), session);
    return { session: { ...session, ...tokens }, write: true, clear: false };
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : DEFAULT_ERROR_MESSAGE;
    console.warn(`session refresh failed: ${message}`);
    return { session: null, write: false, clear: true, failure: message };
  }
}

/**
 * Puts the session on the request context before anything renders (headers cannot change once
 * Waku streams), writes the cookie when tokens were refreshed, carries flash results over
 * redirects, and applies what rendering learned: a 401/403 from the upstream becomes an error
 * toast, and a 401 ends the session (spec section 8).
 */
export const session = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  c.set('session', null);
  // Native apps use the mobile proxy with their own bearer tokens, never cookies.
  if (isStaticPath(pathname) || pathname.startsWith('/api/mobile/')) return next();

  const outcome = await resolveSession(c);
  c.set('session', outcome.session);
  const document = isDocumentRequest(c.req.raw, pathname);
  if (outcome.failure) {
    // Refresh failed: the session is cleared and the visitor goes to the home page (spec section 4).
    const failed = outcome.failure;
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
      return c.json({ message: failed }, 401);
    }
  }
  const flash = document ? await takeFlash(c, pathname + search) : undefined;
  if (flash) {
    // The home page rendering now shows the refresh failure itself.
    const toasts = outcome.failure
      ? [...flash.toasts, { message: outcome.failure, type: 'error' as const }]
      : flash.toasts;
    c.set('flash', { toasts, form: flash.form });
  }

  await next();

  // Cookies are written once the response exists: headers prepared before Waku answers are lost.
  flash?.consume();
  if (outcome.failure && !flash) await flashToast(c, { message: outcome.failure, type: 'error' });
  if (outcome.clear) clearSessionCookie(c);
  const authFailure = c.var.authFailure;
  if (authFailure) {
    await flashToast(c, { message: authFailure.message, type: 'error' });
    if (authFailure.status === 401) {
      clearSessionCookie(c);
      return;
    }
  }
  if (outcome.write && outcome.session) await writeSessionCookie(c, outcome.session);
};
