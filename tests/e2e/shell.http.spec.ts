import { ROUTES } from '@common/constants';
import { expect, test } from '@playwright/test';
import { BROKEN_SITE_PORT, ROUTE_RULES } from '../../playwright.config';
import { HEALTHY } from '../healthy-answer';
import { attribute, element, elements, pageText } from './server-html';

/**
 * The shell's answers that need only HTTP: statuses, headers, redirects and the server's HTML.
 * Request-level (`request`, no page): they run in a fraction of a browser test's time, once, in
 * the desktop project. What a browser must do stays in tests/e2e/shell.spec.ts.
 */

const HOME_HEADING = 'Лизинг автомобилей для частных лиц и бизнеса';

test.describe('routing rules', () => {
  test('a trailing slash is removed by a redirect that keeps the query string', async ({ request }) => {
    const response = await request.get(`${ROUTES.about}/?utm=ya`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${ROUTES.about}?utm=ya`);
    const followed = await request.get(`${ROUTES.news}/?page=2`);
    expect(followed.status()).toBe(200);
    const url = new URL(followed.url());
    expect(url.pathname + url.search).toBe(`${ROUTES.news}?page=2`);
  });

  test('any single path segment without a dot shows the home screen', async ({ request }) => {
    const response = await request.get('/spring-offer');
    expect(response.status()).toBe(200);
    expect(element(await response.text(), 'h1')?.text).toBe(HOME_HEADING);
  });

  test('route rules from configuration redirect, an external target with a full redirect', async ({ request }) => {
    for (const rule of ROUTE_RULES) {
      const res = await request.get(rule.from, { maxRedirects: 0 });
      expect(res.status(), rule.from).toBe(rule.status);
      expect(res.headers().location, rule.from).toBe(rule.to);
    }
  });

  test('a single segment with a dot is not the home screen', async ({ request }) => {
    const response = await request.get('/prices.xlsx');
    expect(response.status()).toBe(404);
    expect(element(await response.text(), 'h1')?.text).toBe('Страница не найдена');
  });

  test('the icon sprite page is only reachable at /_icons', async ({ request }) => {
    expect((await request.get('/icon-sprite')).status()).toBe(404);
  });
});

test.describe('static files', () => {
  test('hashed assets are cached for a year and immutable; build metadata and icons revalidate', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const script = attribute(home.match(/<link[^>]*rel="modulepreload"[^>]*>/)?.[0] ?? '', 'href');
    expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['strict-transport-security']).toContain('max-age=');
    expect((await request.get('/builds/latest.json')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test('the build manifest is published for new-version polling', async ({ request }) => {
    const latest = await (await request.get('/builds/latest.json')).json();
    expect(typeof latest.id).toBe('string');
    const meta = await request.get(`/builds/meta/${latest.id}.json`);
    expect(meta.status()).toBe(200);
    expect((await meta.json()).id).toBe(latest.id);
  });
});

test.describe('app shell', () => {
  test('the footer shows the company contacts from the upstream', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const footer = element(html, 'footer')?.inner ?? '';
    const contacts = element(footer, 'address')?.inner ?? '';
    const link = elements(contacts, 'a').find((a) => a.text === '8 (800) 550-45-45');
    expect(link && attribute(link.open, 'href')).toBe('tel:+78005504545');
  });
});

test.describe('upstream failures', () => {
  test('an unreachable upstream shows the 500-class error screen with a real status', async ({ request }) => {
    const response = await request.get(`http://localhost:${BROKEN_SITE_PORT}${ROUTES.about}`);
    expect(response.status()).toBeGreaterThanOrEqual(500);
    const html = await response.text();
    expect(element(html, 'h1')?.text).toBe('Что-то пошло не так');
    expect(pageText(html)).toContain('Мы уже работаем над исправлением');
    const back = elements(html, 'a').find((a) => a.text === 'Вернуться на Главную');
    expect(back && attribute(back.open, 'href')).toBe('/');
  });

  test('the JSON health check reports the upstream outage; the shared state ships with the site', async ({
    request,
  }) => {
    const res = await request.get(`http://localhost:${BROKEN_SITE_PORT}/api/health`);
    expect(res.status()).toBe(503);
    // The sidecar (state/) runs in the site's own wrangler dev: no upstream needed for it.
    expect(await res.json()).toMatchObject({ site: 'ok', upstream: 'unavailable', sharedState: 'ok' });
  });

  test("the site reaches its sidecar's shared state under wrangler dev (decision 0007)", async ({ request }) => {
    const res = await request.get('/api/health');
    expect(await res.json()).toEqual(HEALTHY);
  });
});
