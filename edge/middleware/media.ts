import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { locationCache } from '../cache/location';
import type { SiteContext, SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { transportFor } from '../upstream/context';
import { send } from '../upstream/transport';

/** Generated car and news pictures, and the public documents (the 152-ФЗ policy the forms link to). */
const PUBLIC_FILE = /^\/(media\/[a-z0-9/-]+\.svg|documents\/[a-z0-9-]{1,80})$/;
/** Briefly: the upstream stays the source of truth, the edge only absorbs bursts. */
const EDGE_TTL_SECONDS = 300;
/**
 * After those minutes a browser still shows its copy at once for up to a day while it asks again
 * in the background (`stale-while-revalidate`): a returning visitor on a slow network does not wait
 * for pictures that rarely change, and sees a change on the next visit.
 */
const BROWSER_STALE_SECONDS = 86_400;
const KEPT_HEADERS = ['content-type', 'content-disposition', 'last-modified', 'etag'];

async function fetchPublicFile(c: SiteContext, path: string): Promise<Response> {
  try {
    // No token, no cookies: only public files pass here, so a cached copy can never be private.
    const res = await send(transportFor(c, null), `/${path}`, { accept: '*/*', token: null });
    const headers = new Headers({
      'cache-control': `public, max-age=${EDGE_TTL_SECONDS}, stale-while-revalidate=${BROWSER_STALE_SECONDS}`,
    });
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

/** The public file of `path`, from the edge cache or the upstream (then cached). */
async function publicFile(c: SiteContext, path: string): Promise<Response> {
  const url = new URL(c.req.url);
  const cache = locationCache();
  const key = new Request(`${url.origin}${url.pathname}`, { method: 'GET' });
  const cached = await cache?.match(key);
  // A copy: the headers of a cached answer are immutable, and the validators add the ETag.
  if (cached) return new Response(cached.body, cached);
  const res = await fetchPublicFile(c, path);
  if (res.ok && cache) {
    const stored = cache.put(key, res.clone());
    try {
      c.executionCtx.waitUntil(stored);
    } catch {
      await stored; // no execution context (tests): finish before answering
    }
  }
  return res;
}

/**
 * Validators for the files: an ETag (the upstream's, else a digest of the bytes), and a 304
 * without the bytes when the browser's copy has it — the revalidation after the freshness costs a
 * round trip, not the picture again.
 */
const validators = etag();

/**
 * GET /media/* and /documents/{slug}: the upstream's public files under the site's own origin
 * (images in cards and the car page, the policy linked from every form), cached at the edge.
 */
export const mediaProxy = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const match = PUBLIC_FILE.exec(new URL(c.req.url).pathname);
  if (!match?.[1] || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const path = match[1];
  await validators(c, async () => {
    c.res = await publicFile(c, path);
  });
  // A HEAD gets the headers of the GET, validators included, without the bytes.
  return c.req.method === 'HEAD' ? new Response(null, c.res) : c.res;
};
