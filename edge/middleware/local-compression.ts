import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { SiteEnv } from '../context';
import { wrapWorkerFetch } from '../worker-fetch';
import { setResponseHeader } from './response-headers';

/**
 * Waku's Cloudflare adapter marks HTML `content-encoding: Identity` on every answer outside
 * production (its workaround for workers-sdk#6577), after this middleware has run; the encoding
 * chosen here is therefore also named in this internal header, which `keepLocalEncoding` (the
 * worker's entry) turns back into `content-encoding` and removes.
 */
export const LOCAL_ENCODING_HEADER = 'x-local-encoding';

/** The encodings workerd can apply itself, in the order taken when the client weighs them alike. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding workerd should apply for a client's Accept-Encoding (parsed by Hono's
 * `parseAccept`): the accepted one of highest weight, br before gzip at equal weight; undefined
 * when the client names none of them (nor `*`) or refuses them.
 */
export function chooseEncoding(acceptEncoding: string): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const offers = parseAccept(acceptEncoding);
  const weightOf = (name: string) =>
    (offers.find((o) => o.type.toLowerCase() === name) ?? offers.find((o) => o.type === '*'))?.q ?? 0;
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const name of ENCODINGS) {
    const weight = weightOf(name);
    if (weight > bestWeight) {
      best = name;
      bestWeight = weight;
    }
  }
  return best;
}

/** A Vary value that names Accept-Encoding, or undefined when `vary` already does. */
export function varyOnEncoding(vary: string | null): string | undefined {
  if (vary && /accept-encoding/i.test(vary)) return undefined;
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/** What local compression does to an answer: `vary` to set (if it changes) and the encoding to name. */
export type LocalEncoding = { vary?: string; encoding?: Encoding };

/**
 * The local encoding of an answer to a request of `method` accepting `acceptEncoding`, or null
 * when the answer goes as it is (no body, already encoded, not compressible).
 */
export function localEncodingOf(
  method: string,
  res: { status: number; headers: Headers; body: unknown },
  acceptEncoding: string,
): LocalEncoding | null {
  if (method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return null;
  if (
    res.headers.has('content-encoding') ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '')
  )
    return null;
  return { vary: varyOnEncoding(res.headers.get('vary')), encoding: chooseEncoding(acceptEncoding) };
}

/**
 * Compressed HTML, RSC payloads and JSON under `npm start`, as the deployed site gets them from
 * Cloudflare's edge (LOCAL_COMPRESSION, switched on by the local servers only). The worker never
 * compresses (docs/decisions/0004): it names an encoding and workerd compresses on the way out.
 */
export const localCompression = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  await next();
  if (!c.var.config?.LOCAL_COMPRESSION) return;
  const plan = localEncodingOf(c.req.method, c.res, c.req.header('accept-encoding') ?? '');
  if (!plan) return;
  try {
    if (plan.vary) setResponseHeader(c, 'vary', plan.vary);
    if (!plan.encoding) return;
    setResponseHeader(c, 'content-encoding', plan.encoding);
    setResponseHeader(c, LOCAL_ENCODING_HEADER, plan.encoding);
    c.res.headers.delete('content-length');
  } catch {
    // Headers of a response built elsewhere may be immutable; it then goes as it is.
  }
};

/**
 * The worker (Waku's default export) with the encoding this middleware chose restored after the
 * adapter (see LOCAL_ENCODING_HEADER). Answers without the marker (every deployed answer) pass
 * untouched.
 */
export function keepLocalEncoding<W>(worker: W): W {
  // The execution context passes on: without it nothing could run after the answer (waitUntil).
  return wrapWorkerFetch(worker, (fetch) => async (req, env, ctx) => {
    const res = await fetch(req, env, ctx);
    const encoding = res.headers.get(LOCAL_ENCODING_HEADER);
    if (!encoding) return res;
    const headers = new Headers(res.headers);
    headers.delete(LOCAL_ENCODING_HEADER);
    headers.set('content-encoding', encoding);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  });
}
