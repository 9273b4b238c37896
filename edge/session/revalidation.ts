import * as z from 'zod/mini';
import { locationStore } from '../cache/location-store';
import { TtlMap } from '../cache/ttl-map';
import { reactionFor, sessionEndMessage, UpstreamError } from '../errors';
import { getTokenInfo } from '../upstream/auth';
import type { Transport } from '../upstream/transport';
import { keyOf, revokedAnywhere } from './revocations';

/**
 * A session ended elsewhere (another device's «завершить сеанс», a password restore, a sign-out at
 * another location, an operator) is noticed within 2 seconds on any signed-in request, even one
 * that calls no upstream (`/api/session` included; issue 30): at most once per 2-second slot per
 * session the edge asks `GET auth/token-info` with its access token and, alongside, the shared
 * state whether the session was signed out anywhere (edge/session/revocations.ts). That a slot was
 * asked is kept in this isolate and in the Cache API of this location (keyed by a SHA-256 of the
 * refresh token), so the check costs about one upstream call per active session every 2 s per
 * location, and none while it is idle.
 *
 * No request ever awaits a check another request started (issue 37): workerd cancels a request
 * that waits on another request's I/O. The first request of a slot in this isolate claims it
 * synchronously and asks; one that arrives while the check is under way goes on with the answer of
 * the slot before (at most 2 s old), as it would a moment later.
 */
export const REVALIDATE_MS = 2_000;
const checked = locationStore('checked-sessions', z.literal(true), 10_000);
/** Slots this isolate has claimed: plain values set before the first await, never a promise. */
const claimed = new TtlMap<true>(10_000);

/** One record per session and slot: a new slot is a new key, so a check stands until its slot ends. */
const slotOf = (now: number) => Math.floor(now / REVALIDATE_MS);
const slotKey = (key: string, now: number) => `${key}/${slotOf(now)}`;
const slotEnd = (now: number) => (slotOf(now) + 1) * REVALIDATE_MS;

async function upstreamEnded(t: Transport): Promise<string | null> {
  try {
    await getTokenInfo({ ...t, onFailure: undefined });
    return null;
  } catch (err) {
    if (err instanceof UpstreamError && reactionFor(err, 'account').kind === 'signIn') return sessionEndMessage(err);
    return null;
  }
}

/**
 * The upstream's message when it no longer knows this session (401), or the reason it was signed
 * out at any location, else null. Any other failure (an outage, a timeout, a shared state that
 * does not answer in its bound) signs no one out: the session is asked about again next slot.
 */
export async function revalidate(t: Transport, refreshToken: string, now = Date.now()): Promise<string | null> {
  const digest = await keyOf(refreshToken);
  const key = slotKey(digest, now);
  if (claimed.get(key, now)) return null;
  claimed.set(key, true, slotEnd(now), now);
  if ((await checked.get(key, now)) === true) return null;
  await checked.set(key, true, slotEnd(now), now);
  const [shared, upstream] = await Promise.all([revokedAnywhere(refreshToken), upstreamEnded(t)]);
  return shared ?? upstream;
}
