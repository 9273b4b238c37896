import { VIEWPORT_COOKIE } from '@common/constants';
import type { Hono, MiddlewareHandler } from 'hono';
import { BUILD_ID } from '../build-id';
import { CACHE_STATUS_HEADER, guestCacheKey, isGuestCacheable, servableCopy, storableCopy } from '../cache/guest-pages';
import { locationCache } from '../cache/location';
import type { SiteContext, SiteEnv } from '../context';
import { guestRefreshRequest, isGuestRefreshRequest, isInternalRequest } from '../internal';
import { afterResponse, executionContext } from './execution';
import { isDocumentRequest } from './request-kind';

/** Keys this isolate is re-rendering now: a burst of visitors on a stale copy starts one render. */
const refreshing = new Set<string>();

/**
 * The pages this isolate stored or read lately, in front of the Cache API (which costs a read of
 * the whole page per hit): plain text and headers, since a Response cannot outlive its request.
 */
type Remembered = { body: string; headers: [string, string][] };
const recent = new Map<string, Remembered>();
const MAX_RECENT = 40;

async function remember(key: string, copy: Response): Promise<Response> {
  const body = await copy.text();
  if (recent.size >= MAX_RECENT) {
    const oldest = recent.keys().next();
    if (!oldest.done) recent.delete(oldest.value);
  }
  const headers = [...copy.headers.entries()];
  recent.set(key, { body, headers });
  return new Response(body, { headers });
}

async function lookup(key: string): Promise<Response | undefined> {
  const mine = recent.get(key);
  if (mine) return new Response(mine.body, { headers: mine.headers });
  const stored = await locationCache()
    ?.match(key)
    .catch(() => undefined);
  return stored ? remember(key, stored) : undefined;
}

/** Toasts or form values carried over a redirect are this visitor's. */
const hasFlash = (c: SiteContext) => !!c.var.flash && (c.var.flash.toasts.length > 0 || !!c.var.flash.form);

/** Stores the rendered page once its body is complete and the render recorded no failure. */
async function store(c: SiteContext, key: string, body: ReadableStream, rendered: Response, now: number) {
  const html = await new Response(body).text();
  // A degraded render (an upstream failure the page survived) or a late cookie stays this visitor's.
  if (c.var.renderFailure || c.var.authFailure || c.res.headers.has('set-cookie')) return;
  const copy = storableCopy(rendered, html, c.var.nonce, now);
  if (copy) await locationCache()?.put(key, await remember(key, copy));
}

function refreshInBackground(c: SiteContext, app: Hono, url: URL, key: string) {
  const ctx = executionContext(c);
  if (!ctx || refreshing.has(key)) return;
  refreshing.add(key);
  const cookie = `${VIEWPORT_COOKIE.name}=${c.var.breakpoint}`;
  const task = Promise.resolve(app.fetch(guestRefreshRequest(url, cookie), c.env, ctx))
    .then((res) => res.body?.cancel())
    .catch((err) => console.warn(`guest page refresh failed: ${err instanceof Error ? err.message : String(err)}`))
    .finally(() => refreshing.delete(key));
  ctx.waitUntil(task);
}

/**
 * Public pages for guests from the edge cache (edge/cache/guest-pages.ts): a hit costs no render,
 * a stale copy is served while one background render replaces it, a miss renders and stores.
 * Signed-in visitors, pending toasts or form values, any cookie of ours and every other request
 * pass through untouched (`x-edge-cache: bypass` on pages).
 */
export const guestCache =
  ({ app }: { app: Hono }): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    const raw = c.req.raw;
    const url = new URL(c.req.url);
    const refresh = isGuestRefreshRequest(raw.headers);
    const page = isDocumentRequest(raw, url.pathname);
    const eligible =
      refresh ||
      (page && !isInternalRequest(raw.headers) && !c.var.session && !hasFlash(c) && isGuestCacheable(raw, url));
    const storage = locationCache();
    if (!eligible || !storage) {
      await next();
      if (page) c.header(CACHE_STATUS_HEADER, 'bypass');
      return;
    }
    const key = guestCacheKey(url, c.var.breakpoint, BUILD_ID);
    const now = Date.now();
    if (!refresh) {
      const stored = await lookup(key);
      const copy = stored ? await servableCopy(stored, c.var.nonce, now) : null;
      if (copy) {
        if (copy.status === 'stale') refreshInBackground(c, app, url, key);
        return copy.response;
      }
    }
    await next();
    const rendered = c.res;
    if (rendered.status !== 200 || !rendered.body) {
      c.header(CACHE_STATUS_HEADER, 'miss');
      return;
    }
    const [forVisitor, forCache] = rendered.body.tee();
    c.res = undefined;
    c.res = new Response(forVisitor, rendered);
    c.header(CACHE_STATUS_HEADER, 'miss');
    const storing = store(c, key, forCache, rendered, now).catch((err) =>
      console.warn(`guest page not stored: ${err instanceof Error ? err.message : String(err)}`),
    );
    // A background refresh is itself the waiting work; a visitor's answer does not wait for it.
    if (refresh) await storing;
    else await afterResponse(c, storing);
  };
