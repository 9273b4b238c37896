/**
 * The Workers Cache API of this location (every isolate of the data centre sees it), or undefined
 * where the runtime has none (unit tests under Node).
 */
export function locationCache(): Cache | undefined {
  return typeof caches !== 'undefined' && hasDefault(caches) ? caches.default : undefined;
}

/** Workers' `caches.default`, which the DOM's CacheStorage type (also in this program) lacks. */
function hasDefault(storage: CacheStorage): storage is CacheStorage & { default: Cache } {
  return 'default' in storage;
}

/** A fixed-length, URL-safe name for any text (cache keys of tokens, long query keys). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
