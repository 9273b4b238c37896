import * as z from 'zod/mini';
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

/** One sign-out call whose result is ignored (spec section 4), failures included. */
async function ignoring(run: () => Promise<Response>): Promise<void> {
  try {
    const res = await run();
    await res.body?.cancel();
  } catch {
    // Signing out locally must always succeed.
  }
}

/**
 * Signs the session out upstream, both ways spec section 7 names: POST auth/logout (the main API)
 * and DELETE /oauth/token (the auth API; the refresh token goes along for when the access token
 * is no longer usable). Results are ignored (spec section 4).
 */
export async function revokeTokens(t: Transport, refreshToken: string | undefined): Promise<void> {
  const json = refreshToken ? { refresh_token: refreshToken } : undefined;
  await ignoring(() => send(t, '/api/v1/auth/logout', { method: 'POST', json }));
  await ignoring(() => send(t, TOKEN_PATH, { api: 'auth', method: 'DELETE', json }));
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
