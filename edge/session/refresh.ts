import { TtlMap } from '../cache/ttl-map';
import { UpstreamError } from '../errors';
import { refreshGrant } from '../upstream/auth';
import { TokenResponseError } from '../upstream/tokens';
import type { Transport } from '../upstream/transport';
import type { Tokens } from './types';

export const REFRESH_MISSING_MESSAGE = 'Refresh-токен не определен';

/** How long a finished refresh answers for the same refresh token (well inside the upstream's 30 s grace). */
const REUSE_MS = 10_000;
const flights = new TtlMap<Promise<Tokens>>(10_000);

/**
 * New tokens for an expired session (spec section 4). The expired access token is still sent with
 * the refresh request. Requests of one session that arrive together share one upstream call per
 * isolate, so the spent refresh token is never replayed from here (the upstream's grace window
 * covers other isolates). Throws «Refresh-токен не определен» without a refresh token,
 * «Ошибка обновления токена» for an answer with a gap, or the upstream's error.
 */
export function refreshTokens(
  t: Transport,
  session: Partial<Pick<Tokens, 'accessToken' | 'refreshToken'>> | null | undefined,
  now = Date.now(),
): Promise<Tokens> {
  const refreshToken = session?.refreshToken;
  if (!refreshToken) return Promise.reject(new TokenResponseError(REFRESH_MISSING_MESSAGE));
  const existing = flights.get(refreshToken, now);
  if (existing) return existing;
  const promise = refreshGrant({ ...t, accessToken: session.accessToken }, refreshToken);
  flights.set(refreshToken, promise, now + REUSE_MS, now);
  // A failed refresh is not remembered: the session is cleared anyway, and a retry must reach the upstream.
  promise.catch(() => flights.delete(refreshToken));
  return promise;
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

/** For tests: forget every remembered refresh. */
export function resetRefreshFlights() {
  flights.clear();
}
