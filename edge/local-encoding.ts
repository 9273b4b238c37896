import { configOrNull } from './middleware/config';
import { wrapWorkerFetch } from './worker-fetch';

/**
 * The marker Waku's Cloudflare adapter puts on HTML and plain-text answers outside production
 * (its workaround for workers-sdk#6577: `wrangler dev` buffers a compressed stream).
 */
const ADAPTER_MARKER = /^identity$/i;

/**
 * The worker as the front line sees it under the local servers (LOCAL_COMPRESSION, switched on by
 * scripts/lib/workers.mjs only). The worker never compresses nor names an encoding
 * (docs/decisions/0004): deployed, Cloudflare compresses each answer for its client; locally,
 * miniflare's entry worker does the same from the client's real Accept-Encoding (the worker sees
 * `br, gzip` in both places) and sends plain bytes to a client that asks for none. Only the
 * adapter's marker stands in its way, and this takes it off. Deployed there is no marker (the
 * adapter sees a production request) and the flag is off.
 */
export function localFrontLineEncoding<W>(worker: W): W {
  // The execution context passes on: without it nothing could run after the answer (waitUntil).
  return wrapWorkerFetch(worker, (fetch) => async (req, env, ctx) => {
    const res = await fetch(req, env, ctx);
    const encoding = res.headers.get('content-encoding');
    if (encoding === null || !ADAPTER_MARKER.test(encoding) || !configOrNull(env)?.LOCAL_COMPRESSION) return res;
    const headers = new Headers(res.headers);
    headers.delete('content-encoding');
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  });
}
