/**
 * The one bounded in-isolate map of the edge: values with an expiry each. When it is full, expired
 * entries go first, then the oldest written (a Map keeps insertion order; writing a key again makes
 * it the newest). An entry that never expires takes `Number.POSITIVE_INFINITY`.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { expires: number; value: V }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > now ? hit.value : undefined;
  }

  set(key: string, value: V, expires: number, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
      const oldest = this.entries.keys().next();
      if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expires, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
