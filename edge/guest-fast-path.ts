import { BUILD_ID } from './build-id';
import { guestCacheKey, isGuestCacheable, servePage } from './cache/guest-pages';
import { ERROR_STATUS_HEADER, INTERNAL_HEADER } from './context';
import { configOf } from './middleware/config';
import { pageInMemory } from './middleware/guest-cache';
import { localEncodingOf } from './middleware/local-compression';
import { isDocumentRequest } from './middleware/request-kind';
import { applySecurityHeaders, newNonce, securityHeaderTemplate } from './middleware/security-headers';
import { breakpointOf } from './middleware/viewport';
import type { WorkerFetch } from './worker-fetch';

/** The configuration, or null when it is invalid (the site then answers with its error). */
function configOrNull(env: unknown) {
  try {
    return configOf(typeof env === 'object' && env !== null ? env : undefined);
  } catch {
    return null;
  }
}

/**
 * The fresh copy this isolate holds of a guest's page, as the whole chain would answer it; null
 * for everything else. Each step is the one the chain takes, by the same function: the request is
 * a whole-page GET of a public page with no cookie of ours and no internal header (routing would
 * strip a forged one; the edge's own requests go the long way), no routing rule applies (a
 * cacheable path never ends in a slash), the device class comes from the viewport cookie, the
 * security headers are the middleware's own with this answer's nonce, and the local encoding is
 * named as local-compression.ts names it.
 */
async function freshHit(req: Request, env: unknown): Promise<Response | null> {
  if (req.method !== 'GET') return null;
  const url = new URL(req.url);
  if (!isDocumentRequest(req, url.pathname)) return null;
  const headers = req.headers;
  if (headers.has(INTERNAL_HEADER) || headers.has(ERROR_STATUS_HEADER)) return null;
  const cookie = headers.get('cookie');
  if (!isGuestCacheable(req.method, url, cookie)) return null;
  const config = configOrNull(env);
  if (!config || config.ROUTE_RULES.some((rule) => rule.from === url.pathname)) return null;
  const page = pageInMemory(guestCacheKey(url, breakpointOf(cookie), BUILD_ID));
  if (!page) return null;
  const nonce = newNonce();
  const served = servePage(page, nonce, Date.now());
  // A stale copy goes the long way: the chain serves it and starts its replacement.
  if (served?.status !== 'hit') return null;
  const res = served.response;
  applySecurityHeaders(res.headers, await securityHeaderTemplate(), nonce);
  if (config.LOCAL_COMPRESSION) {
    const plan = localEncodingOf(req.method, res, headers.get('accept-encoding') ?? '');
    if (plan?.vary) res.headers.set('vary', plan.vary);
    if (plan?.encoding) {
      // This answer never passes Waku's adapter, so the encoding is named directly.
      res.headers.set('content-encoding', plan.encoding);
      res.headers.delete('content-length');
    }
  }
  return res;
}

/**
 * Fresh cached guest pages answered in the worker's entry, before the framework and the
 * middleware chain: a hit then costs a few header reads, a map lookup and one copy of the stored
 * bytes. Everything else — misses, stale copies, copies only in the Cache API, every other
 * request — goes to `worker`, the whole site, where the same cache decision is taken again (and a
 * page read from the Cache API is kept in memory for the next hit). The answer of a hit is the
 * one the whole chain gives (tests/integration/edge/guest-fast-path.test.ts).
 */
export function guestFastPath(worker: WorkerFetch): WorkerFetch {
  return async (req, env, ctx) => (await freshHit(req, env)) ?? worker(req, env, ctx);
}
