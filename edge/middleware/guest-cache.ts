import { VIEWPORT_COOKIE } from '@common/constants';
import type { Hono, MiddlewareHandler } from 'hono';
import { BUILD_ID } from '../build-id';
import {
  CACHE_STATUS_HEADER,
  guestCacheKey,
  isGuestCacheable,
  type ServablePage,
  servePage,
  storableCopy,
  toServablePage,
} from '../cache/guest-pages';
import { locationCache } from '../cache/location';
import { TtlMap } from '../cache/ttl-map';
import type { SiteContext, SiteEnv } from '../context';
import { guestRefreshRequest, isGuestRefreshRequest, isInternalRequest } from '../internal';
import { afterResponse, executionContext } from './execution';
import { isDocumentRequest } from './request-kind';
import { setResponseHeader } from './response-headers';

/** Keys this isolate is re-rendering now: a burst of visitors on a stale copy starts one render. */
const refreshing = new Set<string>();

/**
 * The pages this isolate stored or read lately, in front of the Cache API (which costs a read of
 * the whole page per hit), ready to serve (a Response cannot outlive its request).
 */
const recent = new TtlMap<ServablePage>(40);

/** Kept until pushed out: a copy's own age decides whether it is fresh or stale (servePage). */
const remember = (key: string, page: ServablePage) => recent.set(key, page, Number.POSITIVE_INFINITY);

/** The page this isolate holds for `key`, if any (no Cache API read). */
export const pageInMemory = (key: string): ServablePage | undefined => recent.get(key);

async function lookup(key: string): Promise<ServablePage | null> {
  const mine = recent.get(key);
  if (mine) return mine;
  const stored = await locationCache()
    ?.match(key)
    .catch(() => undefined);
  const page = stored ? await toServablePage(stored) : null;
  if (page) remember(key, page);
  return page;
}

/** Toasts or form values carried over a redirect are this visitor's. */
const hasFlash = (c: SiteContext) => !!c.var.flash && (c.var.flash.toasts.length > 0 || !!c.var.flash.form);

/** Stores the rendered page once its body is complete and the render recorded no failure. */
async function store(c: SiteContext, key: string, body: ReadableStream, rendered: Response, now: number) {
  const html = await new Response(body).text();
  // A degraded render (an upstream failure the page survived) or a late cookie stays this visitor's.
  if (c.var.renderFailure || c.var.authFailure || c.res.headers.has('set-cookie')) return;
  const copy = storableCopy(rendered, html, c.var.nonce, now);
  if (!copy) return;
  const page = await toServablePage(copy.clone());
  if (page) remember(key, page);
  await locationCache()?.put(key, copy);
}

/** Renders a request through the whole site (Waku's app). */
type Render = (req: Request) => Promise<Response>;

function refreshInBackground(c: SiteContext, render: Render, url: URL, key: string) {
  const ctx = executionContext(c);
  if (!ctx || refreshing.has(key)) return;
  refreshing.add(key);
  const cookie = `${VIEWPORT_COOKIE.name}=${c.var.breakpoint}`;
  const task = render(guestRefreshRequest(url, cookie))
    .then((res) => res.body?.cancel())
    .catch((err) => console.warn(`guest page refresh failed: ${err instanceof Error ? err.message : String(err)}`))
    .finally(() => refreshing.delete(key));
  ctx.waitUntil(task);
}

/** Where a request stands with the guest cache: not for it, served from it, or to render and store. */
type CacheDecision = { kind: 'bypass' } | { kind: 'hit'; response: Response } | { kind: 'store'; key: string };

/**
 * The cache's answer for this request, if it has one. Needs `breakpoint` and `nonce` set; a
 * visitor with a session or a flash is never eligible (both come only with a `__Host-` cookie,
 * which `isGuestCacheable` already refuses).
 */
async function guestCacheDecision(c: SiteContext, render: Render): Promise<CacheDecision> {
  const raw = c.req.raw;
  const url = new URL(c.req.url);
  const refresh = isGuestRefreshRequest(raw.headers);
  const eligible =
    refresh ||
    (isDocumentRequest(raw, url.pathname) &&
      !isInternalRequest(raw.headers) &&
      !c.var.session &&
      !hasFlash(c) &&
      isGuestCacheable(raw.method, url, raw.headers.get('cookie')));
  if (!eligible || !locationCache()) return { kind: 'bypass' };
  const key = guestCacheKey(url, c.var.breakpoint, BUILD_ID);
  if (refresh) return { kind: 'store', key };
  const stored = await lookup(key);
  const copy = stored ? servePage(stored, c.var.nonce, Date.now()) : null;
  if (!copy) return { kind: 'store', key };
  if (copy.status === 'stale') refreshInBackground(c, render, url, key);
  return { kind: 'hit', response: copy.response };
}

/**
 * Public pages for guests from the edge cache (edge/cache/guest-pages.ts): a hit costs no render,
 * a stale copy is served while one background render replaces it, a miss renders and stores.
 * Signed-in visitors, pending toasts or form values, any cookie of ours and every other request
 * pass through untouched (`x-edge-cache: bypass` on pages). Most hits never get here: the
 * worker's entry answers them before the framework (edge/guest-fast-path.ts).
 */
export const guestCache =
  ({ app }: { app: Hono }): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    const render: Render = async (req) => app.fetch(req, c.env, executionContext(c));
    const decision = await guestCacheDecision(c, render);
    if (decision.kind === 'hit') return decision.response;
    if (decision.kind === 'bypass') {
      await next();
      if (isDocumentRequest(c.req.raw, new URL(c.req.url).pathname))
        setResponseHeader(c, CACHE_STATUS_HEADER, 'bypass');
      return;
    }
    const now = Date.now();
    await next();
    const rendered = c.res;
    if (rendered.status !== 200 || !rendered.body) {
      setResponseHeader(c, CACHE_STATUS_HEADER, 'miss');
      return;
    }
    const [forVisitor, forCache] = rendered.body.tee();
    c.res = undefined;
    c.res = new Response(forVisitor, rendered);
    setResponseHeader(c, CACHE_STATUS_HEADER, 'miss');
    const storing = store(c, decision.key, forCache, rendered, now).catch((err) =>
      console.warn(`guest page not stored: ${err instanceof Error ? err.message : String(err)}`),
    );
    // A background refresh is itself the waiting work; a visitor's answer does not wait for it.
    if (isGuestRefreshRequest(c.req.raw.headers)) await storing;
    else await afterResponse(c, storing);
  };
