/**
 * A bounded in-isolate map of settled values with an expiry each: expired entries go first when
 * it is full, then the oldest (a Map keeps insertion order). Used by the public-data and the
 * per-session caches.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { expires: number; value: V }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > now ? hit.value : undefined;
  }

  set(key: string, value: V, expires: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
      const oldest = this.entries.keys().next();
      if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expires, value });
  }
}
