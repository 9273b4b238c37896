import * as z from 'zod/mini';
import { TtlMap } from '../cache/ttl-map';
import { cachedPublic, PUBLIC_TTL_MS } from './public-cache';
import { type CallOptions, call, type Transport } from './transport';

/**
 * One cache helper for upstream reads, keyed by the call itself (API, variant, method, path, query,
 * body), never by a name typed at the call site; `scope` says whose answer it is:
 * - `public` (the default): the same for every visitor (cars, facets, reference lists, news, company
 *   facts), asked without a token and kept in this isolate and the location's Cache API
 *   (`public-cache.ts`), `PUBLIC_TTL_MS`;
 * - `session`: a client's own answer (a contract, its schedule), kept only in this isolate's memory
 *   under the session's access token, so a contract page re-rendered for a filter, a page of
 *   operations or a reload does not ask the same questions again. A new sign-in or a refreshed
 *   token starts empty; nothing is shared between sessions, never persisted, never the Cache API.
 *   What it costs in freshness: a payment the upstream records appears within `ttlMs` (20 s for
 *   money, minutes for a leased car's facts); a session ended elsewhere is still noticed within a
 *   minute by the session revalidation (edge/session/revalidation.ts).
 * What is kept is the upstream's answer once it has passed `schema`; each read reshapes it with the
 * caller's schema, so two shapes of one call share one record and never mix. Only settled answers
 * are kept, failures never; `npm run upstream:check` (a probe) skips the caches.
 */
export type CacheScope = 'public' | 'session';

export type CachedCallOptions = CallOptions & { scope?: CacheScope; ttlMs?: number };

export const SESSION_DATA_TTL_MS = 20_000;
export const SESSION_FACTS_TTL_MS = 5 * 60_000;

const sessionAnswers = new TtlMap<unknown>(500);

/** A call's key: everything that makes its answer (API, variant, method, path, query, body). */
const callKey = (path: string, opts: CallOptions) =>
  JSON.stringify([opts.api ?? 'main', !!opts.mobile, opts.method ?? 'GET', path, opts.query ?? {}, opts.json ?? null]);

/**
 * The answer as it came, once `schema` accepts it (a misfit fails the call as the transport's own
 * check would: a 502 with its log line).
 */
const keptAnswer = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.unknown(),
    z.transform((answer, ctx) => {
      const parsed = schema.safeParse(answer);
      if (parsed.success) return answer;
      for (const issue of parsed.error.issues)
        ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: answer });
      return z.NEVER;
    }),
  );

async function forSession<T>(token: string, key: string, load: () => Promise<T>, ttlMs: number): Promise<T> {
  const fullKey = `${token}\n${key}`;
  const now = Date.now();
  const hit = sessionAnswers.get(fullKey, now);
  if (hit !== undefined) return hit as T;
  const value = await load();
  sessionAnswers.set(fullKey, value, now + ttlMs, now);
  return value;
}

export async function cachedCall<S extends z.ZodMiniType>(
  t: Transport,
  path: string,
  schema: S,
  { scope = 'public', ttlMs, ...opts }: CachedCallOptions = {},
): Promise<z.output<S>> {
  // Public data is the same for everyone: the call never carries a visitor's bearer token.
  const callOpts: CallOptions = scope === 'public' ? { ...opts, token: null } : opts;
  if (t.probe || (scope === 'public' && t.config.NO_PUBLIC_DATA_CACHE)) return call(t, path, schema, callOpts);
  const load = () => call(t, path, keptAnswer(schema), callOpts);
  const key = callKey(path, opts);
  let answer: unknown;
  if (scope === 'public') answer = await cachedPublic(key, load, ttlMs ?? PUBLIC_TTL_MS);
  else if (t.accessToken) answer = await forSession(t.accessToken, key, load, ttlMs ?? SESSION_DATA_TTL_MS);
  // Without a token there is no session to remember for.
  else return call(t, path, schema, callOpts);
  const parsed = schema.safeParse(answer);
  // An answer kept for a laxer shape of the same call: this shape asks the upstream itself.
  return parsed.success ? parsed.data : call(t, path, schema, callOpts);
}
