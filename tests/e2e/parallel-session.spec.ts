import { expect, test } from '@playwright/test';
import { signInByPost } from './auth-helpers';

/**
 * What a browser does with one session (issue 37): a contract page and its QR image, a second tab,
 * and client-navigation prefetches, all at once. workerd cancels a request that waits on I/O
 * another request started, which answered such a burst with bare 500s. At desktop width only (the
 * phone project ignores this file): the width changes nothing the server does here.
 */
test('a contract page with its QR image, a second tab and prefetches at once: no 5xx, still signed in', async ({
  page,
  baseURL,
}) => {
  await signInByPost(page, '9000000001', baseURL ?? '');
  const context = page.context();
  const failures: string[] = [];
  context.on('response', (res) => {
    if (res.status() >= 500) failures.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  const second = await context.newPage();
  const prefetches = ['/RSC/R/account.txt', '/RSC/R/account/cars.txt', '/RSC/R/account/profile.txt', '/api/session'];
  const [, , statuses] = await Promise.all([
    page.goto('/account/cars/2'),
    second.goto('/account/profile'),
    Promise.all(
      prefetches.map(async (path) =>
        (await context.request.get(path, { headers: { 'x-requested-with': 'fetch' } })).status(),
      ),
    ),
  ]);
  expect(statuses).toEqual([200, 200, 200, 200]);
  const qr = page.getByRole('region', { name: 'К оплате' }).getByRole('img', { name: /QR-код для оплаты/ });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Профиль');
  const session = await context.request.get('/api/session', { headers: { 'x-requested-with': 'fetch' } });
  expect(await session.json()).toMatchObject({ authenticated: true });
  expect(failures).toEqual([]);
});
