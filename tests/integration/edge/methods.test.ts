import { describe, expect, it } from 'vitest';
import { apiRoutes, mobileCalls, PAGE_SAMPLES, rscPathOf } from './routes';
import { createSite, ORIGIN, signInCookie } from './site';

const WRONG = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every page of the one page list and its RSC payload, a CMS page, the robots and the sitemap. */
const PAGES = [...PAGE_SAMPLES, ...PAGE_SAMPLES.map(rscPathOf), '/privacy', '/robots.txt', '/sitemap.xml'];

/** A request a browser of the site itself would send (past the CSRF check), signed in. */
const init = (method: string, cookie: string): RequestInit => ({
  method,
  headers: {
    cookie,
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
  },
  body: method === 'GET' || method === 'HEAD' ? null : '',
});

const allowOf = (methods: Set<string>) => WRONG.filter((m) => methods.has(m)).join(', ');

describe('a method a path does not take is 405 with Allow', () => {
  it('pages and RSC payloads take GET and HEAD only', async () => {
    const site = createSite();
    const cookie = await signInCookie(site);
    for (const path of PAGES) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        for (const who of ['', cookie]) {
          const res = await site.request(`${ORIGIN}${path}`, init(method, who));
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
          expect(await res.json()).toEqual({ message: 'Метод не поддерживается' });
        }
      }
    }
    expect((await site.request(`${ORIGIN}/catalog`)).status).toBe(200);
  });

  it('every /api route answers another method with 405 naming the methods it takes', async () => {
    const site = createSite();
    const cookie = await signInCookie(site);
    const routes = apiRoutes();
    expect(routes.size).toBeGreaterThan(20);
    for (const [path, methods] of routes) {
      for (const method of WRONG.filter((m) => !methods.has(m))) {
        const res = await site.request(`${ORIGIN}${path}`, init(method, cookie));
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe(allowOf(methods));
        if (method !== 'HEAD') expect(await res.json()).toEqual({ message: 'Метод не поддерживается' });
      }
    }
    // About 150 requests: a bound for a hang on a shared machine, not a speed target.
  }, 120_000);

  it('the issue’s cases: GET /api/auth/login, DELETE /api/session; an unknown /api path stays 404', async () => {
    const site = createSite();
    const login = await site.request(`${ORIGIN}/api/auth/login`);
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    const session = await site.request(`${ORIGIN}/api/session`, init('DELETE', ''));
    expect(session.status).toBe(405);
    expect(session.headers.get('allow')).toBe('GET, HEAD');
    const unknown = await site.request(`${ORIGIN}/api/nothing-here`, init('DELETE', ''));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('allow')).toBeNull();
  });

  it('every call of the mobile door answers another method with 405 naming the methods it takes', async () => {
    const site = createSite();
    const calls = mobileCalls();
    expect(calls.size).toBeGreaterThan(50);
    for (const [path, methods] of calls) {
      for (const method of WRONG.filter((m) => !methods.has(m))) {
        const res = await site.request(`${ORIGIN}${path}`, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe(allowOf(methods));
      }
    }
  });

  it('the mobile door answers 404 for a call it does not forward', async () => {
    const site = createSite();
    for (const [method, path] of [
      ['GET', '/dev/sms-outbox'],
      ['DELETE', '/admin'],
    ] as const) {
      const res = await site.request(`${ORIGIN}/api/mobile/v1${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('allow'), `${method} ${path}`).toBeNull();
    }
  });
});
