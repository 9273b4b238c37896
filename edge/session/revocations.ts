import { locationCache } from '../cache/location';
import { sha256Hex } from '../hex-digest';

/**
 * Sessions known to be over before their cookie expires: signed out here, or refused by the
 * upstream (401) while a page rendered. A revoked session's cookie is worthless at once: the
 * session middleware treats it as a guest and says why.
 *
 * Where it is remembered: in this isolate (a Map) and in the Workers Cache API of this location,
 * keyed by a SHA-256 of the refresh token (never the token itself), until the session could have
 * expired anyway. The Cache API is per location: a request served by another data centre learns
 * of the revocation from the upstream's 401 on its first upstream call instead.
 */
const local = new Map<string, { message: string; until: number }>();
const CACHE_ORIGIN = 'https://revoked-sessions.internal';
const MAX_SECONDS = 31 * 24 * 3600;

/** A session's key in every edge record: a SHA-256 of its refresh token, never the token. */
export const keyOf = (refreshToken: string): Promise<string> => sha256Hex(refreshToken);

/** Remembers a revoked session until `untilMs` (its refresh expiry; at most a month). */
export async function markRevoked(refreshToken: string, message: string, untilMs?: number, now = Date.now()) {
  const key = await keyOf(refreshToken);
  const until = Math.min(untilMs ?? Number.POSITIVE_INFINITY, now + MAX_SECONDS * 1000);
  local.set(key, { message, until });
  for (const [k, v] of local) if (v.until < now) local.delete(k);
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  try {
    await locationCache()?.put(
      `${CACHE_ORIGIN}/${key}`,
      new Response(message, {
        headers: { 'cache-control': `max-age=${seconds}`, 'content-type': 'text/plain; charset=utf-8' },
      }),
    );
  } catch {
    // The isolate's memory still knows.
  }
}

/** The reason a session was revoked, or null while it is not known to be. */
export async function revokedReason(refreshToken: string, now = Date.now()): Promise<string | null> {
  const key = await keyOf(refreshToken);
  const hit = local.get(key);
  if (hit && hit.until >= now) return hit.message;
  try {
    const res = await locationCache()?.match(`${CACHE_ORIGIN}/${key}`);
    if (res) return await res.text();
  } catch {
    // A cache failure must not sign anyone out.
  }
  return null;
}
