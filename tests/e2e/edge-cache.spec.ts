import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers';

test.describe('guest pages from the edge cache', () => {
  test('a cached page is as alive as a rendered one: its scripts run under the new nonce', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    // The first visit writes the viewport cookie; the second renders this device class's copy.
    for (let i = 0; i < 2; i++) {
      await page.goto('/leasing-calculator');
      await expect(page.locator('form.calc[data-ready]')).toBeVisible();
    }
    const answer = await page.goto('/leasing-calculator');
    expect(answer?.headers()['x-edge-cache']).toBe('hit');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(await answer?.text()).toContain(`nonce="${nonce}"`);
    // Hydrated: the island reacts to typing.
    const calc = page.locator('form.calc[data-ready]');
    await calc.getByLabel('Срок, месяцев', { exact: true }).fill('60');
    await expect(calc.locator('.calc-result')).toContainText('Сумма договора');
    expect(violations).toEqual([]);
  });

  test('a signed-in visitor never gets the cached copy', async ({ page }) => {
    await page.goto('/contacts');
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'viewport')).toBe(true);
    await page.goto('/contacts');
    const guest = await page.goto('/contacts');
    expect(guest?.headers()['x-edge-cache']).toBe('hit');
    await expect(page.locator('.site-header__account')).toHaveAttribute('aria-label', 'Войти');
    await signIn(page, '9000000001');
    const signedIn = await page.goto('/contacts');
    expect(signedIn?.headers()['x-edge-cache']).toBe('bypass');
    expect(signedIn?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('.site-header__account')).toHaveAttribute('aria-label', 'Личный кабинет');
  });
});

test.describe('local compression (the front line compresses for the client; the worker names no encoding)', () => {
  test('cached pages, rendered pages and JSON come in an encoding the client accepts, or plain', async ({
    request,
  }) => {
    // The catalogue is stored first (an earlier spec's copy may be stale: its refresh runs after
    // the answer, so wait for the fresh one); the next answers come from the worker's entry.
    await expect
      .poll(
        async () =>
          (await request.get('/catalog', { headers: { 'accept-encoding': 'identity' } })).headers()['x-edge-cache'],
      )
      .toBe('hit');
    for (const [path, headers, cache] of [
      ['/catalog', {}, ['hit', 'stale']],
      ['/catalog', { cookie: '__Host-e2e=1' }, ['bypass']],
      ['/api/health', {}, [undefined]],
    ] as const) {
      // Miniflare's entry worker, like Cloudflare's front line, tells the worker `br, gzip`
      // whatever the client sent and encodes for the client: an encoding the client accepts.
      for (const [accepted, encodings] of [
        ['gzip, deflate, br, zstd', ['br', 'gzip']],
        ['gzip', ['gzip']],
        ['br', ['br']],
      ] as const) {
        const answer = await request.get(path, { headers: { ...headers, 'accept-encoding': accepted } });
        const label = `${path} ${JSON.stringify(headers)} ${accepted}`;
        expect(answer.status(), label).toBe(200);
        // From the cache (fresh, or stale on a slow machine past the 30 s of freshness), or not.
        expect(cache, label).toContain(answer.headers()['x-edge-cache']);
        expect(encodings, label).toContain(answer.headers()['content-encoding']);
        expect((await answer.body()).length).toBeGreaterThan(0);
      }
    }
    // A client that asks for no encoding gets the page as the worker made it (Waku's «Identity»
    // marker taken off, nothing compressed and decoded again on the way).
    for (const headers of [{}, { cookie: '__Host-e2e=1' }] as Record<string, string>[]) {
      const plain = await request.get('/catalog', { headers: { ...headers, 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
      expect(await plain.text()).toContain('<h1');
    }
  });
});
