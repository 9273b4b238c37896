import { ROUTES } from '@common/constants';
import { expect, test } from '@playwright/test';
import { sessionCookieHeader } from './auth-helpers';
import { attribute } from './server-html';

/** Issue 42: the installable web app — its manifest, icons and service worker as the edge serves them. */

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), after the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

test('every page links the manifest and the Apple touch icon', async ({ request }) => {
  for (const path of ['/', ROUTES.catalog, '/login']) {
    const html = await (await request.get(path)).text();
    // <link> is a void element: its opening tags alone.
    const links = html.match(/<link\b[^>]*>/g) ?? [];
    const href = (rel: string) => {
      const link = links.find((open) => attribute(open, 'rel') === rel);
      return link ? attribute(link, 'href') : undefined;
    };
    expect(href('manifest'), path).toBe('/manifest.webmanifest');
    expect(href('apple-touch-icon'), path).toBe('/icons/apple-touch-icon.png');
  }
});

test('the manifest: Russian names, the account as start, standalone, the theme colour, icons 192 and 512 incl. maskable', async ({
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Драйв Лизинг — личный кабинет',
    short_name: 'Драйв Лизинг',
    lang: 'ru',
    start_url: '/account',
    display: 'standalone',
    theme_color: '#0f5bb5',
  });
  expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
  const home = await (await request.get('/')).text();
  expect(home).toContain('<meta name="theme-color" content="#0f5bb5"/>');
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      expect(icon, `${purpose} ${size}`).toBeTruthy();
    }
  }
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(file.headers()['cache-control'], icon.src).toBe('public, max-age=0, must-revalidate');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test('the service worker is a script of this build, never taken from the HTTP cache', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string };
  expect(await res.text()).toContain(latest.id);
});

test('every file the worker keeps at install is served: the client entry and its style sheet', async ({ request }) => {
  const code = await (await request.get('/sw.js')).text();
  const files = [...new Set(code.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
  // One missing file fails the browser's whole list (Cache.addAll): Waku's HTML shell was one.
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  expect(files.some((file) => /\/index-[\w-]+\.js$/.test(file))).toBe(true);
  for (const file of files) expect((await request.get(file)).status(), file).toBe(200);
});

test('a signed-in answer names its session by a ref (never a token) and stays no-store; a guest’s names none', async ({
  request,
}) => {
  const person = await sessionCookieHeader('79000000001');
  const company = await sessionCookieHeader('79000000002');
  const refOf = async (path: string, cookie: string) => {
    const res = await request.get(path, { headers: { cookie } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-store');
    return res.headers()['x-session-ref'];
  };
  const ref = await refOf(ROUTES.account, person);
  const ends = (await request.get(ROUTES.account, { headers: { cookie: person } })).headers()['x-session-ends'];
  expect(Number(ends), 'the session’s end').toBeGreaterThan(Date.now());
  expect(ref).toMatch(/^[0-9a-f]{32}$/);
  expect(person).not.toContain(ref);
  // The same session on every kind of answer (a page, a client navigation's payload); another client's differs.
  expect(await refOf('/RSC/R/account/cars.txt', person)).toBe(ref);
  expect(await refOf('/catalog', person)).toBe(ref);
  expect(await refOf(ROUTES.account, company)).not.toBe(ref);
  const guest = await request.get('/catalog');
  expect(guest.headers()['x-session-ref']).toBeUndefined();
});
