import { describe, expect, it } from 'vitest';
import { createSite, ORIGIN, signInCookie } from './site';

describe('RSC requests: only what the framework’s client asks for', () => {
  it('unknown paths under /RSC/ are 404 and other methods 405, in Russian, before the framework parses them', async () => {
    const site = createSite();
    for (const path of ['/RSC/', '/RSC/x', '/RSC/R.txt', '/RSC/F/action.txt', '/RSC/R/catalog']) {
      const res = await site.request(`${ORIGIN}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Не найдено' });
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await site.request(`${ORIGIN}/RSC/R/catalog.txt`, { method, body: method === 'DELETE' ? null : '{' });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.json()).toEqual({ message: 'Метод не поддерживается' });
    }
    const payload = await site.request(`${ORIGIN}/RSC/R/catalog.txt`);
    expect(payload.status).toBe(200);
  });
});

describe('personal answers are never stored', () => {
  it('a signed-in visitor’s page, RSC payload and JSON are no-store; a guest’s page is no-cache', async () => {
    const site = createSite();
    const guest = await site.request(`${ORIGIN}/catalog`);
    expect(guest.headers.get('cache-control')).toBe('no-cache');
    const cookie = await signInCookie(site);
    for (const path of ['/account', '/catalog', '/RSC/R/account.txt', '/api/session']) {
      const res = await site.request(`${ORIGIN}${path}`, { headers: { cookie } });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('an answer that sets a cookie (a failed form’s flash) is no-store for a guest too', async () => {
    const site = createSite();
    const res = await site.request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ phone: '79000000001', password: 'wrong-password' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('answers rendered per device class say so', () => {
  it('pages and RSC payloads vary by Sec-CH-UA-Mobile and ask for it; JSON and files do not', async () => {
    const site = createSite();
    const cookie = await signInCookie(site);
    for (const [path, who] of [
      ['/catalog', ''],
      ['/news', ''],
      ['/catalog', cookie],
      ['/account', cookie],
    ] as const) {
      const res = await site.request(`${ORIGIN}${path}`, { headers: who ? { cookie: who } : {} });
      expect(res.headers.get('vary')?.split(/,\s*/), path).toContain('Sec-CH-UA-Mobile');
      expect(res.headers.get('accept-ch'), path).toBe('Sec-CH-UA-Mobile');
      expect(res.headers.get('cache-control'), path).toBe(who ? 'no-store' : 'no-cache');
    }
    // Waku streams a payload without a type, as this renderer does; the RSC door names it.
    const framework = createSite({}, undefined, () => new Response(new TextEncoder().encode('0:[]')));
    const rsc = await framework.request(`${ORIGIN}/RSC/R/catalog.txt`);
    expect(rsc.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
    expect(rsc.headers.get('vary')?.split(/,\s*/)).toContain('Sec-CH-UA-Mobile');
    const json = await site.request(`${ORIGIN}/api/catalog/count`);
    expect(json.headers.get('vary') ?? '').not.toMatch(/Sec-CH-UA-Mobile/);
    expect(json.headers.get('accept-ch')).toBeNull();
  });
});
