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
