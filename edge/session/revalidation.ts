import * as z from 'zod/mini';
import { locationCache } from '../cache/location';
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
const CACHE_ORIGIN = 'https://checked-sessions.internal';
const local = new Set<string>();
const MAX_LOCAL = 10_000;

const tokenInfoSchema = z.object({ userId: z.number() });

/** One record per session and minute: a new minute is a new key, so records need no clock of their own. */
const minuteKey = (key: string, now: number) => `${key}/${Math.floor(now / REVALIDATE_MS)}`;

async function checkedRecently(key: string, now: number): Promise<boolean> {
  if (local.has(minuteKey(key, now))) return true;
  try {
    return !!(await locationCache()?.match(`${CACHE_ORIGIN}/${minuteKey(key, now)}`));
  } catch {
    return false;
  }
}

async function remember(key: string, now: number): Promise<void> {
  const current = `/${Math.floor(now / REVALIDATE_MS)}`;
  if (local.size >= MAX_LOCAL) {
    for (const k of local) if (!k.endsWith(current)) local.delete(k);
    if (local.size >= MAX_LOCAL) local.clear();
  }
  local.add(minuteKey(key, now));
  try {
    await locationCache()?.put(
      `${CACHE_ORIGIN}/${minuteKey(key, now)}`,
      new Response('1', { headers: { 'cache-control': `max-age=${REVALIDATE_MS / 1000}` } }),
    );
  } catch {
    // The isolate's memory still knows.
  }
}

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
