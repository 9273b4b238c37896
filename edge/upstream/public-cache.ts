import { BUILD_ID } from '../build-id';
import { locationCache } from '../cache/location';
import { TtlMap } from '../cache/ttl-map';
import { sha256Hex } from '../hex-digest';

/**
 * Public upstream data (the same for every visitor: cars, facets, reference lists, news, company
 * facts) cached for `ttlMs` at two levels: this isolate's memory, then the Cache API of this
 * location, which every isolate of the data centre shares. It absorbs bursts — the same catalogue
 * URL, the car page and its «similar» strip opened by many visitors — without serving anything
 * older than `ttlMs`. Never used for anything a token or a visitor's identity could change. Only
 * settled values are kept: a pending promise belongs to the request that started it (workerd
 * forbids sharing I/O across requests), and failures are not cached. Values are plain JSON (the
 * zod output of an upstream answer); the key carries the build id, so a new build's schemas never
 * read the previous build's shapes.
 */
type Entry = { expires: number; value: unknown };

const local = new TtlMap<unknown>(300);
const DATA_ORIGIN = 'https://public-data.internal';

export const PUBLIC_TTL_MS = 30_000;

/** Where the location cache keeps a key (exported for the integration tests). */
export const locationKey = async (key: string) => `${DATA_ORIGIN}/${await sha256Hex(`${BUILD_ID}\n${key}`)}`;

async function fromLocation(key: string, now: number): Promise<Entry | undefined> {
  const store = locationCache();
  if (!store) return undefined;
  try {
    const res = await store.match(await locationKey(key));
    if (!res) return undefined;
    const entry = (await res.json()) as Partial<Entry>;
    return typeof entry.expires === 'number' && entry.expires > now && 'value' in entry
      ? { expires: entry.expires, value: entry.value }
      : undefined;
  } catch {
    return undefined;
  }
}

async function toLocation(key: string, entry: Entry, ttlMs: number): Promise<void> {
  const store = locationCache();
  if (!store) return;
  try {
    const headers = { 'content-type': 'application/json', 'cache-control': `max-age=${Math.ceil(ttlMs / 1000)}` };
    await store.put(await locationKey(key), new Response(JSON.stringify(entry), { headers }));
  } catch {
    // This isolate still has it.
  }
}

export async function cachedPublic<T>(key: string, load: () => Promise<T>, ttlMs = PUBLIC_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = local.get(key, now);
  if (hit !== undefined) return hit as T;
  const shared = await fromLocation(key, now);
  if (shared) {
    local.set(key, shared.value, shared.expires);
    return shared.value as T;
  }
  const value = await load();
  const entry = { expires: Date.now() + ttlMs, value };
  local.set(key, value, entry.expires);
  await toLocation(key, entry, ttlMs);
  return value;
}
