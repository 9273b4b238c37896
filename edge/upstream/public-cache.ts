import * as z from 'zod/mini';
import { BUILD_ID } from '../build-id';
import { locationStore } from '../cache/location-store';
import { type CallOptions, call, type Transport } from './transport';

/**
 * Public upstream data (the same for every visitor: cars, facets, reference lists, news, company
 * facts) cached for `ttlMs` at two levels: this isolate's memory, then the Cache API of this
 * location, which every isolate of the data centre shares. It absorbs bursts — the same catalogue
 * URL, the car page and its «similar» strip opened by many visitors — without serving anything
 * older than `ttlMs`. Never used for anything a token or a visitor's identity could change. Only
 * settled values are kept: a pending promise belongs to the request that started it (workerd
 * forbids sharing I/O across requests), and failures are not cached. Values are plain JSON (an
 * upstream answer, see `cachedCall`); the key carries the build id, so a new build's schemas never
 * read the previous build's shapes.
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

/**
 * A public upstream call through the cache above, keyed by the call itself, never by a name typed
 * at the call site. What is kept is the upstream's answer (once it has passed `schema`); each read
 * reshapes it with the caller's schema, so two shapes of one call (the offices of the contacts page
 * and of a form's select) share one record and never mix.
 */
export async function cachedCall<S extends z.ZodMiniType>(
  t: Transport,
  path: string,
  schema: S,
  opts: CallOptions = {},
  ttlMs = PUBLIC_TTL_MS,
): Promise<z.output<S>> {
  // Public data is the same for everyone: the call never carries a visitor's bearer token.
  const anonymous: CallOptions = { ...opts, token: null };
  if (t.probe) return call(t, path, schema, anonymous);
  const answer = await cachedPublic(callKey(path, opts), () => call(t, path, keptAnswer(schema), anonymous), ttlMs);
  const parsed = schema.safeParse(answer);
  // An answer kept for a laxer shape of the same call: this shape asks the upstream itself.
  return parsed.success ? parsed.data : call(t, path, schema, anonymous);
}
