/**
 * A short in-isolate cache of public catalogue data (the same for every visitor: cars, facets,
 * reference lists). It absorbs bursts — the same catalogue URL, the car page and its «similar»
 * strip opened by many visitors — without serving anything older than `ttlMs`. Never used for
 * anything a token or a visitor's identity could change. Only settled values are kept: a pending
 * promise belongs to the request that started it (workerd forbids sharing I/O across requests),
 * and failures are not cached.
 */
type Entry = { expires: number; value: unknown };

const MAX_ENTRIES = 300;
const entries = new Map<string, Entry>();

export const PUBLIC_TTL_MS = 30_000;

export async function cachedPublic<T>(key: string, load: () => Promise<T>, ttlMs = PUBLIC_TTL_MS): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const value = await load();
  if (entries.size >= MAX_ENTRIES) {
    const now = Date.now();
    // Expired first, then the oldest (a Map keeps insertion order).
    for (const [k, e] of entries) if (e.expires <= now) entries.delete(k);
    const oldest = entries.keys().next();
    if (entries.size >= MAX_ENTRIES && !oldest.done) entries.delete(oldest.value);
  }
  entries.set(key, { expires: Date.now() + ttlMs, value });
  return value;
}
