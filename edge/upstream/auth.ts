import * as z from 'zod/mini';
import { UpstreamError } from '../errors';
import type { Tokens } from '../session/types';
import { profileSchema } from './shapes';
import { LOGIN_FAILED_MESSAGE, REFRESH_FAILED_MESSAGE, tokenResponseSchema, toTokens } from './tokens';
import { call, send, type Transport } from './transport';

const TOKEN_PATH = '/oauth/token';

/** POST /oauth/token, password grant (spec section 7); a response with a gap is «Ошибка авторизации». */
export async function passwordGrant(t: Transport, username: string, password: string): Promise<Tokens> {
  const { config } = t;
  const raw = await call(t, TOKEN_PATH, tokenResponseSchema, {
    api: 'auth',
    token: null,
    json: {
      grant_type: 'password',
      username,
      password,
      client_id: config.PUBLIC_OAUTH_CLIENT_ID,
      client_secret: config.OAUTH_CLIENT_SECRET,
      scope: config.PUBLIC_OAUTH_SCOPE,
    },
  });
  return toTokens(raw, LOGIN_FAILED_MESSAGE);
}

/**
 * POST /oauth/token, refresh grant. The transport's (expired) access token is still sent, as
 * spec section 4 says; a response with a gap is «Ошибка обновления токена».
 */
export async function refreshGrant(t: Transport, refreshToken: string): Promise<Tokens> {
  const { config } = t;
  const raw = await call(t, TOKEN_PATH, tokenResponseSchema, {
    api: 'auth',
    json: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: config.PUBLIC_OAUTH_CLIENT_ID,
      client_secret: config.OAUTH_CLIENT_SECRET,
    },
  });
  return toTokens(raw, REFRESH_FAILED_MESSAGE);
}

/**
 * Whether the auth API accepts the site's OAuth client (PUBLIC_OAUTH_CLIENT_ID and
 * OAUTH_CLIENT_SECRET), without signing anyone in: a refresh grant with a token nobody holds. The
 * auth API checks the client first (RFC 6749 section 5.2): 401 `invalid_client` is a client it does
 * not know (a wrong secret: every sign-in would fail), 400 `invalid_grant` a client it knows.
 * `unavailable` is no answer or any other one. For GET /api/health (edge/routes/health.ts).
 */
export async function oauthClientCheck(t: Transport): Promise<'ok' | 'refused' | 'unavailable'> {
  const { config } = t;
  const probe = `health-check-${crypto.randomUUID()}`;
  try {
    const res = await send(t, TOKEN_PATH, {
      api: 'auth',
      token: null,
      expected: [400],
      json: {
        grant_type: 'refresh_token',
        refresh_token: probe,
        client_id: config.PUBLIC_OAUTH_CLIENT_ID,
        client_secret: config.OAUTH_CLIENT_SECRET,
      },
    });
    await res.body?.cancel();
    // Tokens for a refresh token nobody was given: not an auth API to trust.
    return 'unavailable';
  } catch (err) {
    if (!(err instanceof UpstreamError)) return 'unavailable';
    if (err.status === 400) return 'ok';
    return err.status === 401 ? 'refused' : 'unavailable';
  }
}

/**
 * One sign-out call: whether the upstream took it. An answer below 500 (a 401 or 404 too: the token
 * was gone already) is done; an outage, a timeout or a 429 is not, and the sign-out is retried
 * (edge/session/sign-out.ts). It never throws: signing out locally must always succeed.
 */
async function settled(run: () => Promise<Response>): Promise<boolean> {
  try {
    const res = await run();
    await res.body?.cancel();
    return true;
  } catch (err) {
    return err instanceof UpstreamError && err.status < 500 && err.status !== 429;
  }
}

/**
 * Signs the session out upstream, both ways spec section 7 names: POST auth/logout (the main API)
 * and DELETE /oauth/token (the auth API; the refresh token goes along for when the access token
 * is no longer usable). Whether both were taken; the visitor's sign-out never waits on it (spec
 * section 4: the result is ignored for them).
 */
export async function revokeTokens(t: Transport, refreshToken: string | undefined): Promise<boolean> {
  const json = refreshToken ? { refresh_token: refreshToken } : undefined;
  const [main, auth] = await Promise.all([
    settled(() => send(t, '/api/v1/auth/logout', { method: 'POST', json })),
    settled(() => send(t, TOKEN_PATH, { api: 'auth', method: 'DELETE', json })),
  ]);
  return main && auth;
}

/** GET /api/v1/auth/profile with the given access token. */
export const getProfile = (t: Transport, accessToken?: string) =>
  call(t, '/api/v1/auth/profile', profileSchema, {
    api: 'auth',
    ...(accessToken ? { token: accessToken } : {}),
  });

const tokenInfoSchema = z.object({ userId: z.number() });

/** GET /api/v1/auth/token-info: whether the upstream still knows the session's access token (a 401 if not). */
export const getTokenInfo = (t: Transport) => call(t, '/api/v1/auth/token-info', tokenInfoSchema);
