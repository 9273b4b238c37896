import { DEFAULT_ERROR_MESSAGE, errorFromBody } from '../errors';
import { remainingMs } from './deadline';
import { buildUrl, type Transport, UNAVAILABLE_MESSAGE } from './transport';
import { setVisitorAddress } from './visitor-address';

/** Request headers a native app may pass through; cookies never go upstream from here. */
const FORWARDED_REQUEST = ['accept', 'content-type', 'authorization', 'accept-language'];
/** Response headers worth keeping (the archive's file name, rate-limit hints, caching). */
const FORWARDED_RESPONSE = ['content-type', 'content-disposition', 'retry-after', 'cache-control', 'etag'];

export type ProxyLimits = { maxRequestBytes: number; maxResponseBytes: number };

const jsonError = (status: number, message: string) =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Forwards a native app's request to the upstream's mobile prefix (/api/mobile/v1/...), with the
 * app's own bearer token. Failures come back in the site's shape: JSON with a Russian `message`.
 */
export async function forwardMobile(
  t: Transport,
  req: Request,
  upstreamPath: string,
  body: ArrayBuffer | undefined,
  limits: ProxyLimits,
): Promise<Response> {
  const source = new URL(req.url);
  const isToken = upstreamPath === '/api/mobile/v1/oauth/token';
  const base = isToken ? t.config.UPSTREAM_AUTH_URL : t.config.UPSTREAM_API_URL;
  const url = buildUrl(base, upstreamPath, {});
  url.search = source.search;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST) {
    const value = req.headers.get(name);
    if (value) headers.set(name, value);
  }
  await setVisitorAddress(headers, t.client?.ip, t.config.VISITOR_ADDRESS_KEY);
  if (t.client?.userAgent) headers.set('user-agent', t.client.userAgent);
  // The request's one upstream budget (edge/upstream/deadline.ts), else a bound of its own.
  const left = t.deadline === undefined ? t.config.UPSTREAM_TIMEOUT_MS : remainingMs(t.deadline);
  if (left <= 0) return jsonError(503, UNAVAILABLE_MESSAGE);
  const init: RequestInit = {
    method: req.method,
    headers,
    body: body?.byteLength ? body : undefined,
    signal: AbortSignal.timeout(left),
    redirect: 'manual',
  };
  let res: Response;
  try {
    res = await (t.binding ? t.binding.fetch(url.toString(), init) : fetch(url, init));
  } catch (err) {
    console.error(`mobile proxy ${req.method} ${upstreamPath}: ${err instanceof Error ? err.message : err}`);
    return jsonError(503, UNAVAILABLE_MESSAGE);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > limits.maxResponseBytes) {
    await res.body?.cancel();
    return jsonError(502, 'Ответ сервера слишком большой');
  }
  let payload: ArrayBuffer;
  try {
    payload = await res.arrayBuffer();
  } catch {
    return jsonError(504, UNAVAILABLE_MESSAGE);
  }
  if (payload.byteLength > limits.maxResponseBytes) return jsonError(502, 'Ответ сервера слишком большой');
  if (!res.ok) {
    // One error shape whatever the upstream said: its message (else the default) and 422 fields.
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(payload));
    } catch {
      parsed = undefined;
    }
    const error = errorFromBody(res.status, parsed);
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const out: Record<string, unknown> = { ...record, message: error.message || DEFAULT_ERROR_MESSAGE };
    if (error.fieldErrors) out.errors = error.fieldErrors;
    const status = res.status >= 300 && res.status < 400 ? 502 : res.status;
    const errorHeaders = new Headers({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    const retry = res.headers.get('retry-after');
    if (retry) errorHeaders.set('retry-after', retry);
    return new Response(JSON.stringify(out), { status, headers: errorHeaders });
  }
  const out = new Headers();
  for (const name of FORWARDED_RESPONSE) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  // Anything answered for a bearer token is private.
  if (headers.has('authorization') || !out.has('cache-control')) out.set('cache-control', 'private, no-store');
  return new Response(payload, { status: res.status, headers: out });
}
