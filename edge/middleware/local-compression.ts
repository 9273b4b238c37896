import type { MiddlewareHandler } from 'hono';
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

/** The encodings workerd can apply itself, best first. */
const ENCODINGS = ['br', 'gzip'] as const;

/** The encodings an Accept-Encoding header allows, each with its weight. */
function offers(accepted: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of accepted.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return weights;
}

const allows = (weights: Map<string, number>, encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;

/** Accept-Encoding values repeat (each browser sends its own): parsed ones are kept, a few. */
const parsed = new Map<string, Map<string, number>>();

function weightsOf(accepted: string): Map<string, number> {
  let weights = parsed.get(accepted);
  if (!weights) {
    weights = offers(accepted);
    if (parsed.size >= 32) parsed.clear();
    parsed.set(accepted, weights);
  }
  return weights;
}

/** Whether an Accept-Encoding header allows `encoding`. */
export function acceptsEncoding(accepted: string, encoding: (typeof ENCODINGS)[number]): boolean {
  return allows(weightsOf(accepted), encoding);
}

function chooseEncoding(accepted: string): (typeof ENCODINGS)[number] | undefined {
  const weights = weightsOf(accepted);
  return ENCODINGS.find((name) => allows(weights, name));
}

/** A Vary value that names Accept-Encoding, or undefined when `vary` already does. */
export function varyOnEncoding(vary: string | null): string | undefined {
  if (vary && /accept-encoding/i.test(vary)) return undefined;
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/** What local compression does to an answer: `vary` to set (if it changes) and the encoding to name. */
export type LocalEncoding = { vary?: string; encoding?: (typeof ENCODINGS)[number] };

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
 * Cloudflare's edge, so local measurements mirror production (LOCAL_COMPRESSION, switched on by
 * the local servers only). The body stays plain: naming an encoding is enough, workerd compresses
 * on the way out (a body compressed here would be compressed twice).
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
