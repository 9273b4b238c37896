import * as z from 'zod/mini';
import { BUILD_ID } from '../build-id';
import { locationStore } from '../cache/location-store';

/**
 * Public upstream data (the same for every visitor: cars, facets, reference lists, news, company
 * facts) cached for `ttlMs` at two levels: this isolate's memory, then the Cache API of this
 * location, which every isolate of the data centre shares. It absorbs bursts — the same catalogue
 * URL, the car page and its «similar» strip opened by many visitors — without serving anything
 * older than `ttlMs`. Never used for anything a token or a visitor's identity could change. Only
 * settled values are kept: a pending promise belongs to the request that started it (workerd
 * forbids sharing I/O across requests), and failures are not cached. Values are plain JSON (an
 * upstream answer); the key carries the build id, so a new build's schemas never
 * read the previous build's shapes. Upstream calls come here through `cachedCall` (`cached-call.ts`).
 */
const store = locationStore('public-data', z.unknown(), 300);
const versioned = (key: string) => `${BUILD_ID}\n${key}`;

export const PUBLIC_TTL_MS = 30_000;

/** Where the location cache keeps a key (exported for the integration tests). */
export const locationKey = (key: string) => store.address(versioned(key));

export async function cachedPublic<T>(key: string, load: () => Promise<T>, ttlMs = PUBLIC_TTL_MS): Promise<T> {
  const hit = await store.get(versioned(key));
  if (hit !== undefined) return hit as T;
  const value = await load();
  await store.set(versioned(key), value, Date.now() + ttlMs);
  return value;
}
