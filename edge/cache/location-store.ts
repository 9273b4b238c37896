import * as z from 'zod/mini';
import { sha256Hex } from '../hex-digest';
import { locationCache } from './location';
import { TtlMap } from './ttl-map';

/**
 * The one two-level store of the edge for small values: this isolate's memory (a TtlMap) in front
 * of the Workers Cache API of this location, which every isolate of the data centre sees. A record
 * is JSON `{ expires, value }` kept until `expires`; an expired, malformed or misshapen one is a
 * miss. The Cache API never fails a caller: on an error the memory alone answers.
 *
 * The Cache API address of a key is a SHA-256 of it under `https://{name}.internal/`: keys carry
 * tokens' digests and long queries, and the address must never reveal them nor grow with them.
 */
export type LocationStore<V> = {
  /** Where the Cache API of the location keeps `key`. */
  address(key: string): Promise<string>;
  get(key: string, now?: number): Promise<V | undefined>;
  set(key: string, value: V, expires: number, now?: number): Promise<void>;
};

export function locationStore<S extends z.ZodMiniType>(
  name: string,
  valueSchema: S,
  maxEntries: number,
): LocationStore<z.output<S>> {
  type V = z.output<S>;
  const memory = new TtlMap<V>(maxEntries);
  const recordSchema = z.object({ expires: z.number(), value: z.unknown() });
  const address = async (key: string) => `https://${name}.internal/${await sha256Hex(key)}`;

  async function fromLocation(key: string, now: number): Promise<{ expires: number; value: V } | undefined> {
    const cache = locationCache();
    if (!cache) return undefined;
    try {
      const res = await cache.match(await address(key));
      if (!res) return undefined;
      const record = recordSchema.safeParse(await res.json());
      if (!record.success || record.data.expires <= now || !('value' in record.data)) return undefined;
      const value = valueSchema.safeParse(record.data.value);
      return value.success ? { expires: record.data.expires, value: value.data } : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    address,
    async get(key, now = Date.now()) {
      const mine = memory.get(key, now);
      if (mine !== undefined) return mine;
      const shared = await fromLocation(key, now);
      if (shared) memory.set(key, shared.value, shared.expires, now);
      return shared?.value;
    },
    async set(key, value, expires, now = Date.now()) {
      memory.set(key, value, expires, now);
      const cache = locationCache();
      if (!cache) return;
      const seconds = Math.max(1, Math.ceil((expires - now) / 1000));
      const headers = { 'content-type': 'application/json', 'cache-control': `max-age=${seconds}` };
      try {
        await cache.put(await address(key), new Response(JSON.stringify({ expires, value }), { headers }));
      } catch {
        // This isolate still knows.
      }
    },
  };
}
