import type { MiddlewareHandler } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { transportFor } from '../upstream/context';
import { send } from '../upstream/transport';

/** Generated car and news pictures, and the public documents (the 152-ФЗ policy the forms link to). */
const PUBLIC_FILE = /^\/(media\/[a-z0-9/-]+\.svg|documents\/[a-z0-9-]{1,80})$/;
/** Briefly: the upstream stays the source of truth, the edge only absorbs bursts. */
const EDGE_TTL_SECONDS = 300;
const KEPT_HEADERS = ['content-type', 'content-disposition', 'last-modified', 'etag'];

function edgeCache(): Cache | undefined {
  return typeof caches !== 'undefined' && 'default' in caches
    ? (caches as unknown as { default: Cache }).default
    : undefined;
}

async function fetchPublicFile(c: SiteContext, path: string): Promise<Response> {
  try {
    // No token, no cookies: only public files pass here, so a cached copy can never be private.
    const res = await send(transportFor(c, null), `/${path}`, { accept: '*/*', token: null });
    const headers = new Headers({ 'cache-control': `public, max-age=${EDGE_TTL_SECONDS}` });
    for (const name of KEPT_HEADERS) {
      const value = res.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('x-content-type-options', 'nosniff');
    return new Response(res.body, { status: 200, headers });
  } catch (err) {
    const status = err instanceof UpstreamError && err.status === 404 ? 404 : 502;
    return c.text(status === 404 ? 'Файл не найден' : 'Файл временно недоступен', status, {
      'cache-control': 'no-store',
    });
  }
}

/**
 * GET /media/* and /documents/{slug}: the upstream's public files under the site's own origin
 * (images in cards and the car page, the policy linked from every form), cached at the edge.
 */
export const mediaProxy = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const url = new URL(c.req.url);
  const match = PUBLIC_FILE.exec(url.pathname);
  if (!match?.[1] || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const cache = edgeCache();
  const key = new Request(`${url.origin}${url.pathname}`, { method: 'GET' });
  const cached = await cache?.match(key);
  if (cached) return c.req.method === 'HEAD' ? new Response(null, cached) : cached;
  const res = await fetchPublicFile(c, match[1]);
  if (res.ok && cache) {
    const stored = cache.put(key, res.clone());
    try {
      c.executionCtx.waitUntil(stored);
    } catch {
      await stored; // no execution context (tests): finish before answering
    }
  }
  return c.req.method === 'HEAD' ? new Response(null, res) : res;
};
