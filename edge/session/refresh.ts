import { UpstreamError } from '../errors';
import { refreshGrant } from '../upstream/auth';
import { TokenResponseError } from '../upstream/tokens';
import type { Transport } from '../upstream/transport';
import type { Tokens } from './types';

export const REFRESH_MISSING_MESSAGE = 'Refresh-токен не определен';

/**
 * New tokens for an expired session (spec section 4). The expired access token is still sent with
 * the refresh request. Throws «Refresh-токен не определен» without a refresh token, «Ошибка
 * обновления токена» for an answer with a gap, or the upstream's error.
 *
 * Each request asks for itself, never awaiting a refresh another request started: workerd cancels
 * a request that waits on I/O of another one («Worker's code had hung», issue 37). Requests of one
 * session that arrive together are reconciled where it is legal, in the back office: a refresh
 * token redeemed again within its grace window answers the same successor tokens
 * (upstream/src/auth/tokens.ts, REFRESH_GRACE_SECONDS), so every cookie they write carries the same
 * session (decision 0015).
 */
export function refreshTokens(
  t: Transport,
  session: Partial<Pick<Tokens, 'accessToken' | 'refreshToken'>> | null | undefined,
): Promise<Tokens> {
  const refreshToken = session?.refreshToken;
  if (!refreshToken) return Promise.reject(new TokenResponseError(REFRESH_MISSING_MESSAGE));
  return refreshGrant({ ...t, accessToken: session.accessToken }, refreshToken);
}

/**
 * Whether a failed refresh was refused (decision 0015): the upstream said no to the token (4xx:
 * `invalid_grant`, a revoked or unknown token) or answered tokens with a gap (spec section 5).
 * Only that ends a session; an outage (5xx, a timeout, a network error, a 429) proves nothing
 * about the token, so the cookie stays for when the upstream is back.
 */
export function refreshRefused(error: unknown): boolean {
  if (error instanceof UpstreamError) return error.status < 500 && error.status !== 429;
  return error instanceof TokenResponseError;
}
