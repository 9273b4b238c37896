import { BUILD_ID } from './build-id';
import {
  CACHE_STATUS_HEADER,
  copyStatus,
  guestCacheKey,
  isGuestCacheable,
  pageBody,
  type ServablePage,
} from './cache/guest-pages';
import { ERROR_STATUS_HEADER, INTERNAL_HEADER } from './context';
import { configOrNull } from './middleware/config';
import { pageInMemory } from './middleware/guest-cache';
import { isDocumentRequest } from './middleware/request-kind';
import { applySecurityHeaders, newNonce, securityHeaderTemplate, TEMPLATE_NONCE } from './middleware/security-headers';
import { breakpointOf } from './middleware/viewport';
import { apexRedirect, configuredRouteRule } from './route-rules';
import type { WorkerFetch } from './worker-fetch';

/** A hit's headers but those that carry the nonce (the policy), and those split where it stands. */
type HitHeaders = { headers: Headers; nonced: { name: string; parts: string[] }[] };

/** Per stored page: the headers of its hits, made once (the page's own, security, cache status). */
const hitHeaders = new WeakMap<ServablePage, HitHeaders>();

async function headersOfHits(page: ServablePage): Promise<HitHeaders> {
  const known = hitHeaders.get(page);
  if (known) return known;
  const all = new Headers(page.headers);
  all.set(CACHE_STATUS_HEADER, 'hit');
  applySecurityHeaders(all, await securityHeaderTemplate(), TEMPLATE_NONCE);
  const headers = new Headers(all);
  const nonced: HitHeaders['nonced'] = [];
  for (const [name, value] of all) {
    if (!value.includes(TEMPLATE_NONCE)) continue;
    nonced.push({ name, parts: value.split(TEMPLATE_NONCE) });
    headers.delete(name);
  }
  const made = { headers, nonced };
  hitHeaders.set(page, made);
  return made;
}

/** A copy of a hit's headers with this answer's nonce in the policy. */
function withNonce({ headers, nonced }: HitHeaders, nonce: string): Headers {
  const copy = new Headers(headers);
  for (const { name, parts } of nonced) copy.set(name, parts.join(nonce));
  return copy;
}

/**
 * The fresh copy this isolate holds of a guest's page, as the whole chain would answer it; null
 * for everything else. Each step is the one the chain takes, by the same function: the request is
 * a whole-page GET of a public page with no cookie of ours and no internal header (routing would
 * strip a forged one; the edge's own requests go the long way), no routing rule applies (a
 * cacheable path never ends in a slash), the device class is the chain's (`breakpointOf`), the
 * security headers are the middleware's own with this answer's nonce. The body is plain and no
 * encoding is named: the front line compresses it for the client (docs/decisions/0004).
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
  if (!config || configuredRouteRule(config, url.pathname) || apexRedirect(config, url)) return null;
  const page = pageInMemory(guestCacheKey(url, breakpointOf(headers), BUILD_ID));
  // A stale copy goes the long way: the chain serves it and starts its replacement.
  if (!page || copyStatus(page, Date.now()) !== 'hit') return null;
  const nonce = newNonce();
  return new Response(pageBody(page, nonce), {
    status: 200,
    headers: withNonce(await headersOfHits(page), nonce),
  });
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
