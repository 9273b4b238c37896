import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { GUEST_PAGE_FRESH_SECONDS } from '@edge/cache/guest-pages';
import { guestFastPath } from '@edge/guest-fast-path';
import { localFrontLineEncoding } from '@edge/local-encoding';
import { observeRequests } from '@edge/observability/observe';
import type { WorkerFetch } from '@edge/worker-fetch';
import { describe, expect, it, vi } from 'vitest';
import { createSite, freshOrigin, nonceOf } from './site';

/** Each answer has its own reference and timings (edge/observability): only their names must match. */
const perAnswer = new Set(['x-request-id', 'server-timing']);

/**
 * The worker's entry as src/waku.server.tsx composes it: the fast path in front of the whole site
 * (here the edge chain with a stand-in renderer). `behind` counts what reached the site; `origin`
 * is a host of its own, so no other test's cached pages are in its way.
 */
function entry(overrides: Record<string, unknown> = {}) {
  const renders: string[] = [];
  const site = createSite(overrides, undefined, (c) => {
    renders.push(new URL(c.req.url).pathname);
    const nonce = c.get('nonce') as string;
    return c.html(
      `<!doctype html><title>страница</title><script nonce="${nonce}">self.n="${nonce}"</script><p>render ${renders.length}</p>`,
      200,
    );
  });
  const behind: string[] = [];
  const worker = observeRequests({
    fetch: guestFastPath(async (req, _env, ctx) => {
      behind.push(new URL(req.url).pathname);
      return site.app.fetch(req, site.env, ctx);
    }),
  }).fetch;
  const request = (url: string, init?: RequestInit, ctx?: ExecutionContext) =>
    worker(new Request(url, init), site.env, ctx);
  return { site, worker, request, renders, behind, origin: freshOrigin('guest-fast') };
}

describe('cached guest pages answered in the worker entry (edge/guest-fast-path.ts)', () => {
  it('answers a hit without the site, with the headers the whole chain gives and its own nonce', async () => {
    const { site, request, renders, behind, origin } = entry();
    const miss = await request(`${origin}/catalog?brand=kia`);
    expect(miss.headers.get('x-edge-cache')).toBe('miss');
    await miss.text();
    expect(behind).toEqual(['/catalog']);

    const hit = await request(`${origin}/catalog?brand=kia`);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-edge-cache')).toBe('hit');
    expect(behind).toEqual(['/catalog']);
    expect(renders).toEqual(['/catalog']);
    const body = await hit.text();
    const nonce = nonceOf(hit);
    expect(nonce).not.toBe(nonceOf(miss));
    expect(body).toContain(`nonce="${nonce}"`);
    expect(body).toContain(`self.n="${nonce}"`);
    expect(body).toContain('страница');

    // The same hit through the whole chain: the same headers, only the nonce differs. The deploy
    // configuration leaves compression to Cloudflare: neither names an encoding or varies on it.
    const chain = await site.request(`${origin}/catalog?brand=kia`);
    expect(chain.headers.get('x-edge-cache')).toBe('hit');
    expect(hit.headers.has('content-encoding')).toBe(false);
    expect(hit.headers.get('vary') ?? '').not.toMatch(/accept-encoding/i);
    expect(hit.headers.get('vary')).toMatch(/^Sec-CH-UA-Mobile\b/);
    const normalise = (res: Response) =>
      [...res.headers.entries()]
        .map(([k, v]) => `${k}: ${perAnswer.has(k) ? '…' : v.replaceAll(nonceOf(res), 'N')}`)
        .sort();
    expect(normalise(hit)).toEqual(normalise(chain));
    expect((await chain.text()).replaceAll(nonceOf(chain), 'N')).toBe(body.replaceAll(nonce, 'N'));
  });

  it('leaves every visitor with a cookie of ours, every non-page and every miss to the site', async () => {
    const { request, behind, origin } = entry();
    await (await request(`${origin}/news`)).text();
    behind.length = 0;
    const withCookie = await request(`${origin}/news`, { headers: { cookie: '__Host-session=x' } });
    expect(withCookie.headers.get('x-edge-cache')).toBe('bypass');
    await withCookie.text();
    const json = await request(`${origin}/news`, { headers: { accept: 'application/json' } });
    await json.body?.cancel();
    const head = await request(`${origin}/news`, { method: 'HEAD' });
    await head.body?.cancel();
    const other = await request(`${origin}/about`);
    expect(other.headers.get('x-edge-cache')).toBe('miss');
    await other.text();
    expect(behind).toEqual(['/news', '/news', '/news', '/about']);
    // The fast path's own «not mine» marker never leaves the worker.
    expect(other.headers.has('x-guest-fast-pass')).toBe(false);
  });

  it('still applies the routing rules before a cached copy', async () => {
    // Two entries, one host: the second finds the first one's cached copy.
    const before = entry();
    const origin = before.origin;
    await (await before.request(`${origin}/promo`)).text();
    expect((await before.request(`${origin}/promo`)).headers.get('x-edge-cache')).toBe('hit');
    const after = entry({ ROUTE_RULES: JSON.stringify([{ from: '/promo', to: '/catalog', status: 301 }]) });
    const res = await after.request(`${origin}/promo?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/catalog?x=1');
    // The fast path leaves it to the site's routing, which redirects without rendering.
    expect(after.behind).toEqual(['/promo']);
    expect(after.renders).toEqual([]);
  });

  it('names no encoding under the local servers either, as the whole chain through the local front line', async () => {
    const { site, request, behind, origin } = entry({ LOCAL_COMPRESSION: 'true' });
    const init = { headers: { 'accept-encoding': 'gzip, br', cookie: 'viewport=mobile' } };
    await (await request(`${origin}/contacts`, init)).text();
    const hit = await request(`${origin}/contacts`, init);
    expect(hit.headers.get('x-edge-cache')).toBe('hit');
    expect(behind).toEqual(['/contacts']);
    // Miniflare's entry worker compresses for the client, as Cloudflare does deployed.
    expect(hit.headers.has('content-encoding')).toBe(false);
    expect(hit.headers.get('vary') ?? '').not.toMatch(/accept-encoding/i);
    const chainWorker: { fetch: WorkerFetch } = { fetch: (req) => site.app.fetch(req, site.env) };
    // The chain's hit through the worker's entry (which takes Waku's «unencoded» marker off) is the same.
    const chain = await localFrontLineEncoding(chainWorker).fetch(new Request(`${origin}/contacts`, init), site.env);
    expect(chain.headers.get('x-edge-cache')).toBe('hit');
    const normalise = (res: Response) =>
      [...res.headers.entries()]
        .filter(([k]) => k !== 'content-length')
        .map(([k, v]) => `${k}: ${perAnswer.has(k) ? '…' : v.replaceAll(nonceOf(res), 'N')}`)
        .sort();
    expect(normalise(hit)).toEqual(normalise(chain));
    const html = await hit.text();
    expect(html).toContain(`nonce="${nonceOf(hit)}"`);
    expect(html.replaceAll(nonceOf(hit), 'N')).toBe((await chain.text()).replaceAll(nonceOf(chain), 'N'));
  });

  it('answers plain bytes in the deploy configuration whatever the visitor accepts, with a new nonce each time', async () => {
    const { request, origin } = entry();
    await (await request(`${origin}/about`)).text();
    const first = await request(`${origin}/about`, { headers: { 'accept-encoding': 'gzip' } });
    const second = await request(`${origin}/about`, { headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    const identity = await request(`${origin}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect([first, second, identity].map((r) => r.headers.get('x-edge-cache'))).toEqual(['hit', 'hit', 'hit']);
    for (const res of [first, second, identity]) {
      expect(res.headers.has('content-encoding')).toBe(false);
      expect(res.headers.get('vary') ?? '').not.toMatch(/accept-encoding/i);
    }
    const [a, b, c] = [await first.text(), await second.text(), await identity.text()];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(a).toContain(`self.n="${nonceOf(first)}"`);
    expect(b).toContain(`self.n="${nonceOf(second)}"`);
    expect(a.replaceAll(nonceOf(first), 'N')).toBe(b.replaceAll(nonceOf(second), 'N'));
    expect(c.replaceAll(nonceOf(identity), 'N')).toBe(a.replaceAll(nonceOf(first), 'N'));
  });

  it('keeps copies per device class and leaves forged internal headers to the site', async () => {
    const { request, renders, behind, origin } = entry();
    const as = (viewport: string) => ({ headers: { cookie: `viewport=${viewport}` } });
    await (await request(`${origin}/news`, as('mobile'))).text();
    expect((await request(`${origin}/news`, as('mobile'))).headers.get('x-edge-cache')).toBe('hit');
    const desktop = await request(`${origin}/news`, as('desktop'));
    expect(desktop.headers.get('x-edge-cache')).toBe('miss');
    await desktop.text();
    expect(renders).toEqual(['/news', '/news']);
    // A phone's first visit (no cookie yet, the client hint) is answered from the phone's copy.
    behind.length = 0;
    const phone = await request(`${origin}/news`, { headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(phone.headers.get('x-edge-cache')).toBe('hit');
    await phone.text();
    expect(behind).toEqual([]);
    expect(renders).toEqual(['/news', '/news']);
    behind.length = 0;
    const forged = await request(`${origin}/news`, {
      headers: { 'x-leasing-internal': 'guess', cookie: 'viewport=mobile' },
    });
    await forged.text();
    // The site strips the forged header and answers from the cache; the fast path took no part.
    expect(forged.headers.get('x-edge-cache')).toBe('hit');
    expect(behind).toEqual(['/news']);
  });

  it('serves a stale copy and renders its replacement through the site in the background', async () => {
    const { request, renders, behind, origin } = entry();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await (await request(`${origin}/`)).text();
    vi.setSystemTime(start + (GUEST_PAGE_FRESH_SECONDS + 1) * 1000);
    const ctx = createExecutionContext();
    const stale = await request(`${origin}/`, undefined, ctx);
    expect(stale.headers.get('x-edge-cache')).toBe('stale');
    expect(await stale.text()).toContain('render 1');
    await waitOnExecutionContext(ctx);
    expect(renders).toEqual(['/', '/']);
    expect(behind).toEqual(['/', '/']);
    const fresh = await request(`${origin}/`);
    expect(fresh.headers.get('x-edge-cache')).toBe('hit');
    expect(await fresh.text()).toContain('render 2');
  });
});
