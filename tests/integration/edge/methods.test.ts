import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@common/pages';
import { createEdgeApp } from '@edge/app';
import { describe, expect, it } from 'vitest';
import { createSite, ORIGIN, signInCookie } from './site';

const WRONG = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every page of the one page list, a CMS page, the robots, the sitemap and an RSC payload. */
const PAGES = [
  ...[...PUBLIC_PAGES, ...ACCOUNT_PAGES].map((page) => page.sample),
  '/privacy',
  '/robots.txt',
  '/sitemap.xml',
  '/RSC/R/catalog.txt',
];

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

/** The registered /api routes by path (HEAD with GET), read from the app's own table. */
function apiRoutes(): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const route of createEdgeApp().routes) {
    if (route.method === 'ALL') continue;
    // A parameter with a pattern (`:file{[1-9][0-9]{0,8}\.pdf}`) gets a value it takes.
    const path = route.path.replace(/:file\{[^/]*\}/g, '1.pdf').replace(/:\w+/g, '2');
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(path, methods);
  }
  return byPath;
}

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
  });

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

  it('the mobile door answers 405 with the methods of the call, 404 for a call it does not forward', async () => {
    const site = createSite();
    const cases: [string, string, number, string | null][] = [
      ['DELETE', '/client/contracts', 405, 'GET, HEAD'],
      ['GET', '/oauth/token', 405, 'POST, DELETE'],
      ['OPTIONS', '/cars/filter', 405, 'POST'],
      ['PUT', '/auth/profile/drivers/5', 405, 'DELETE'],
      ['GET', '/dev/sms-outbox', 404, null],
      ['DELETE', '/admin', 404, null],
    ];
    for (const [method, path, status, allow] of cases) {
      const res = await site.request(`${ORIGIN}/api/mobile/v1${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
    }
  });
});
