import { TtlMap } from '../cache/ttl-map';
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

/** For tests: forget every remembered refresh. */
export function resetRefreshFlights() {
  flights.clear();
}
