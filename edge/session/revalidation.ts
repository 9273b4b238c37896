import * as z from 'zod/mini';
import { locationStore } from '../cache/location-store';
import { reactionFor, sessionEndMessage, UpstreamError } from '../errors';
import { call, type Transport } from '../upstream/transport';
import { keyOf } from './revocations';

/**
 * A session ended elsewhere (another device's «завершить сеанс», a password restore, an operator)
 * is noticed within a minute on any signed-in request, even one that calls no upstream: at most
 * once a minute per session the edge asks `GET auth/token-info` with its access token. When it was
 * last asked is kept in this isolate and in the Cache API of this location (keyed by a SHA-256 of
 * the refresh token), so the check costs one upstream call per session per minute per location.
 */
export const REVALIDATE_MS = 60_000;
const checked = locationStore('checked-sessions', z.literal(true), 10_000);

const tokenInfoSchema = z.object({ userId: z.number() });

/** One record per session and minute: a new minute is a new key, so a check stands until the minute ends. */
const minuteOf = (now: number) => Math.floor(now / REVALIDATE_MS);
const minuteKey = (key: string, now: number) => `${key}/${minuteOf(now)}`;

const checkedRecently = async (key: string, now: number) => (await checked.get(minuteKey(key, now), now)) === true;

const remember = (key: string, now: number) =>
  checked.set(minuteKey(key, now), true, (minuteOf(now) + 1) * REVALIDATE_MS, now);

/**
 * The upstream's message when it no longer knows this session (401), else null. Any other failure
 * (an outage, a timeout) signs no one out: the session is asked about again in a minute.
 */
export async function revalidate(t: Transport, refreshToken: string, now = Date.now()): Promise<string | null> {
  const key = await keyOf(refreshToken);
  if (await checkedRecently(key, now)) return null;
  await remember(key, now);
  try {
    await call({ ...t, onFailure: undefined }, '/api/v1/auth/token-info', tokenInfoSchema);
    return null;
  } catch (err) {
    if (err instanceof UpstreamError && reactionFor(err).kind === 'signIn') return sessionEndMessage(err);
    return null;
  }
}
