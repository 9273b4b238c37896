import * as z from 'zod/mini';
import { locationStore } from '../cache/location-store';
import { TtlMap } from '../cache/ttl-map';
import { reactionFor, sessionEndMessage, UpstreamError } from '../errors';
import { getTokenInfo } from '../upstream/auth';
import type { Transport } from '../upstream/transport';
import { keyOf, revokedAnywhere } from './revocations';

/**
 * A session ended elsewhere (another device's «завершить сеанс», a password restore, an operator)
 * is noticed within 2 seconds on any signed-in request, even one that calls no upstream
 * (`/api/session` included; issue 30): at most once per 2-second slot per session the edge asks
 * `GET auth/token-info` with its access token, and the shared state whether the session was signed
 * out at another location (edge/session/revocations.ts). When it was last asked is kept in this isolate and
 * in the Cache API of this location (keyed by a SHA-256 of the refresh token), so the check costs
 * at most one upstream call per active session every 2 s per location, and none while it is idle.
 */
export const REVALIDATE_MS = 2_000;
const checked = locationStore('checked-sessions', z.literal(true), 10_000);

/** One record per session and slot: a new slot is a new key, so a check stands until its slot ends. */
const slotOf = (now: number) => Math.floor(now / REVALIDATE_MS);
const slotKey = (key: string, now: number) => `${key}/${slotOf(now)}`;
const slotEnd = (now: number) => (slotOf(now) + 1) * REVALIDATE_MS;

/** This isolate's checks of the current slot, so requests of one session that arrive together ask once. */
const flights = new TtlMap<Promise<string | null>>(10_000);

async function upstreamEnded(t: Transport): Promise<string | null> {
  try {
    await getTokenInfo({ ...t, onFailure: undefined });
    return null;
  } catch (err) {
    if (err instanceof UpstreamError && reactionFor(err).kind === 'signIn') return sessionEndMessage(err);
    return null;
  }
}

/**
 * The upstream and the shared state (a sign-out at another location) are asked together; the
 * shared state's answer counts if it came by the time the upstream answered (it never holds up a
 * request: a late one is asked again in the next slot).
 */
async function ask(t: Transport, refreshToken: string, key: string, now: number): Promise<string | null> {
  if ((await checked.get(key, now)) === true) return null;
  await checked.set(key, true, slotEnd(now), now);
  const shared = revokedAnywhere(refreshToken);
  const upstream = await upstreamEnded(t);
  // Settled already: its answer; still on its way: nothing yet.
  const sharedNow = await Promise.race([shared, Promise.resolve(null)]);
  return sharedNow ?? upstream;
}

/**
 * The upstream's message when it no longer knows this session (401), else null. Any other failure
 * (an outage, a timeout) signs no one out: the session is asked about again in the next slot.
 */
export async function revalidate(t: Transport, refreshToken: string, now = Date.now()): Promise<string | null> {
  const key = slotKey(await keyOf(refreshToken), now);
  const flying = flights.get(key, now);
  if (flying) return flying;
  const answer = ask(t, refreshToken, key, now);
  flights.set(key, answer, slotEnd(now), now);
  return answer;
}
