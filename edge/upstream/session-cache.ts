import { TtlMap } from '../cache/ttl-map';
import type { Transport } from './transport';

/**
 * A short per-session memory of a client's own upstream answers in this isolate, so a contract
 * page re-rendered for a filter, a page of operations or a reload does not ask the upstream the
 * same five questions again. Keyed by the session's access token (a new sign-in or a refreshed
 * token starts empty; nothing is shared between sessions, let alone clients), never persisted,
 * never the Cache API. Only settled answers are kept, failures never.
 *
 * What it costs in freshness: a payment the upstream records appears within `ttlMs` (20 s for
 * money, minutes for a leased car's registration facts). A session ended elsewhere is still
 * noticed within a minute by the session revalidation (edge/session/revalidation.ts).
 */
const entries = new TtlMap<unknown>(500);

export const SESSION_DATA_TTL_MS = 20_000;
export const SESSION_FACTS_TTL_MS = 5 * 60_000;

export async function cachedForSession<T>(
  t: Transport,
  key: string,
  load: () => Promise<T>,
  ttlMs = SESSION_DATA_TTL_MS,
  now = Date.now(),
): Promise<T> {
  // Without a token there is no session to remember for.
  if (!t.accessToken) return load();
  const fullKey = `${t.accessToken}\n${key}`;
  const hit = entries.get(fullKey, now);
  if (hit !== undefined) return hit as T;
  const value = await load();
  entries.set(fullKey, value, now + ttlMs, now);
  return value;
}
