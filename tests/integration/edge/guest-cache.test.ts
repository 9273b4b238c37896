import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { GUEST_PAGE_FRESH_SECONDS, GUEST_PAGE_STALE_SECONDS } from '@edge/cache/guest-pages';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { describe, expect, it, vi } from 'vitest';
import { createSite, freshOrigin, nonceOf, signInCookie } from './site';

/**
 * A renderer that shows what the cache must keep apart: how many renders ran, the nonce of the
 * response in a script attribute and in the flight data (as Waku writes both), and who asked; on a
 * host of its own, so no other test's cached pages are in its way.
 */
function countingSite(extra?: (c: Context) => void) {
  const renders: string[] = [];
  const site = createSite({}, undefined, (c) => {
    renders.push(new URL(c.req.url).pathname);
    extra?.(c);
    const nonce = c.get('nonce') as string;
    const who = c.get('session') ? 'client' : 'guest';
    const html = `<!doctype html><title>page</title><script nonce="${nonce}">self.__FLIGHT_DATA=[${JSON.stringify(`{"nonce":"${nonce}"}`)}]</script><p>${who} render ${renders.length} for ${c.get('breakpoint')}</p>`;
    return c.html(html, 200);
  });
  return { site, renders, origin: freshOrigin('guest-cache') };
}

describe('guest pages from the edge cache', () => {
  it('renders a guest page once: the first visitor is a miss, the next a hit with the same page', async () => {
    const { site, renders, origin } = countingSite();
    const first = await site.request(`${origin}/catalog?brand=kia`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-edge-cache')).toBe('miss');
    const firstBody = await first.text();
    const second = await site.request(`${origin}/catalog?brand=kia`);
    expect(second.headers.get('x-edge-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    const secondBody = await second.text();
    expect(renders).toEqual(['/catalog']);
    expect(secondBody.replaceAll(nonceOf(second), 'N')).toBe(firstBody.replaceAll(nonceOf(first), 'N'));
    // The security headers are made per answer, also for a cached one.
    expect(second.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    // Stored-only bookkeeping never reaches the browser.
    expect([...second.headers.keys()].filter((k) => k.startsWith('x-guest-'))).toEqual([]);
  });

  it('gives two guests of the cached copy different nonces, in the policy, the scripts and the flight data', async () => {
    const { site, origin } = countingSite();
    const miss = await site.request(`${origin}/news`);
    const missNonce = nonceOf(miss);
    await miss.text();
    const a = await site.request(`${origin}/news`);
    const b = await site.request(`${origin}/news`);
    expect([a.headers.get('x-edge-cache'), b.headers.get('x-edge-cache')]).toEqual(['hit', 'hit']);
    const [nonceA, nonceB] = [nonceOf(a), nonceOf(b)];
    expect(nonceA).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(new Set([missNonce, nonceA, nonceB]).size).toBe(3);
    const bodyA = await a.text();
    expect(bodyA).toContain(`<script nonce="${nonceA}">`);
    expect(bodyA).toContain(`\\"nonce\\":\\"${nonceA}\\"`);
    expect(bodyA).not.toContain(missNonce);
    expect(await b.text()).toContain(`<script nonce="${nonceB}">`);
  });

  it('keeps device classes and queries apart', async () => {
    const { site, renders, origin } = countingSite();
    for (const [path, cookie] of [
      ['/catalog', 'viewport=mobile'],
      ['/catalog', 'viewport=desktop'],
      ['/catalog?page=2', 'viewport=mobile'],
    ] as const) {
      const res = await site.request(`${origin}${path}`, { headers: { cookie } });
      expect(res.headers.get('x-edge-cache')).toBe('miss');
      await res.text();
    }
    const again = await site.request(`${origin}/catalog`, { headers: { cookie: 'viewport=mobile' } });
    expect(again.headers.get('x-edge-cache')).toBe('hit');
    expect(renders).toHaveLength(3);
  });

  it('serves one copy whatever ad-click parameters or filter order a link brings (issue 33)', async () => {
    const { site, renders, origin } = countingSite();
    const first = await site.request(`${origin}/catalog?brand=kia&priceTo=3000000&sort=price_asc`);
    expect(first.headers.get('x-edge-cache')).toBe('miss');
    await first.text();
    for (const path of [
      '/catalog?sort=price_asc&priceTo=3000000&brand=kia',
      '/catalog?brand=kia&priceTo=3000000&sort=price_asc&yclid=7412563985214',
      '/catalog?utm_source=yandex&utm_medium=cpc&brand=kia&sort=price_asc&priceTo=3000000',
      '/catalog?gclid=EAIaIQobChMI&brand=kia&priceTo=3000000&sort=price_asc&fbclid=x',
    ]) {
      const res = await site.request(`${origin}${path}`);
      expect(res.headers.get('x-edge-cache'), path).toBe('hit');
      await res.text();
    }
    const news = await site.request(`${origin}/news?yclid=1`);
    await news.text();
    const newsAgain = await site.request(`${origin}/news?utm_campaign=spring`);
    expect(newsAgain.headers.get('x-edge-cache')).toBe('hit');
    expect(renders).toEqual(['/catalog', '/news']);
  });

  it("renders a phone's first visit for the phone class and shares that copy with phones that have the cookie", async () => {
    const { site, renders, origin } = countingSite();
    const android = { 'sec-ch-ua-mobile': '?1' };
    const iphone = {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1',
    };
    const first = await site.request(`${origin}/catalog`, { headers: android });
    expect(first.headers.get('x-edge-cache')).toBe('miss');
    expect(await first.text()).toContain('guest render 1 for mobile');
    for (const headers of [iphone, { cookie: 'viewport=mobile' }, android]) {
      const res = await site.request(`${origin}/catalog`, { headers });
      expect(res.headers.get('x-edge-cache')).toBe('hit');
      expect(await res.text()).toContain('guest render 1 for mobile');
    }
    // A desktop browser without the cookie, or a phone whose cookie says otherwise, is not served the phone's copy.
    const desktop = await site.request(`${origin}/catalog`, { headers: { 'sec-ch-ua-mobile': '?0' } });
    expect(await desktop.text()).toContain('guest render 2 for desktop');
    const wide = await site.request(`${origin}/catalog`, { headers: { ...android, cookie: 'viewport=tablet' } });
    expect(await wide.text()).toContain('guest render 3 for tablet');
    expect(renders).toHaveLength(3);
  });

  it('never serves a cached copy to a signed-in visitor, nor stores what they get', async () => {
    const { site, origin } = countingSite();
    await (await site.request(`${origin}/contacts`)).text();
    const session = await signInCookie(site);
    const signedIn = await site.request(`${origin}/contacts`, { headers: { cookie: session } });
    expect(signedIn.headers.get('x-edge-cache')).toBe('bypass');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(await signedIn.text()).toContain('client render 2');
    const guest = await site.request(`${origin}/contacts`);
    expect(guest.headers.get('x-edge-cache')).toBe('hit');
    expect(await guest.text()).toContain('guest render 1');
  });

  it('never serves a cached copy to a guest with a pending form flash', async () => {
    const { site, renders, origin } = countingSite();
    await (await site.request(`${origin}/credit`)).text();
    const post = await site.request(`${origin}/api/forms/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '203.0.113.70',
      },
      body: new URLSearchParams({ _back: '/credit', name: 'Анна', phone: '123' }),
    });
    expect(post.status).toBe(303);
    const flash = post.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .filter((pair) => pair.startsWith('__Host-'));
    expect(flash.length).toBeGreaterThan(0);
    const withFlash = await site.request(`${origin}/credit`, { headers: { cookie: flash.join('; ') } });
    expect(withFlash.headers.get('x-edge-cache')).toBe('bypass');
    expect(await withFlash.text()).toContain('guest render 2');
    expect(renders).toHaveLength(2);
  });

  it('never stores an answer that sets a cookie, nor a failed or non-page answer', async () => {
    const { site, renders, origin } = countingSite((c) => {
      if (new URL(c.req.url).pathname === '/about') setCookie(c, 'promo', '1');
    });
    for (let i = 0; i < 2; i++) {
      const res = await site.request(`${origin}/about`);
      expect(res.headers.get('x-edge-cache')).toBe('miss');
      expect(res.headers.get('cache-control')).toBe('no-store');
      await res.text();
    }
    expect(renders).toEqual(['/about', '/about']);
    // Private routes, the JSON surface and HEAD requests are not cached at all.
    for (const [path, method] of [
      ['/login', 'GET'],
      ['/api/health', 'GET'],
      ['/contacts', 'HEAD'],
    ] as const) {
      const res = await site.request(`${origin}${path}`, { method });
      expect(res.headers.get('x-edge-cache') ?? 'none').not.toMatch(/hit|miss|stale/);
      await res.body?.cancel();
    }
  });

  it('serves a stale copy while one background render replaces it, then the new one', async () => {
    const { site, renders, origin } = countingSite();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await (await site.request(`${origin}/`)).text();
    vi.setSystemTime(start + (GUEST_PAGE_FRESH_SECONDS + 1) * 1000);
    const ctx = createExecutionContext();
    const stale = await site.request(`${origin}/`, undefined, ctx);
    expect(stale.headers.get('x-edge-cache')).toBe('stale');
    expect(await stale.text()).toContain('guest render 1');
    await waitOnExecutionContext(ctx);
    expect(renders).toEqual(['/', '/']);
    const fresh = await site.request(`${origin}/`);
    expect(fresh.headers.get('x-edge-cache')).toBe('hit');
    expect(await fresh.text()).toContain('guest render 2');
    // Past the stale window a copy is never served: the visitor waits for a render.
    vi.setSystemTime(start + (2 * GUEST_PAGE_FRESH_SECONDS + GUEST_PAGE_STALE_SECONDS + 2) * 1000);
    const expired = await site.request(`${origin}/`);
    expect(expired.headers.get('x-edge-cache')).toBe('miss');
    expect(await expired.text()).toContain('guest render 3');
  });
});
