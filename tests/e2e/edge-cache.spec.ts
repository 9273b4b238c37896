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

test.describe('local compression (npm start mirrors the deployed edge)', () => {
  test('pages, cached or rendered, and JSON come compressed in the encoding the browser prefers', async ({
    request,
  }) => {
    for (const [path, headers] of [
      ['/catalog', {}],
      ['/catalog', { cookie: '__Host-e2e=1' }],
      ['/api/health', {}],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const answer = await request.get(path, { headers: { ...headers, 'accept-encoding': encoding } });
        expect(answer.status(), path).toBe(200);
        expect(answer.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(answer.headers()['x-local-encoding'], path).toBeUndefined();
        expect((await answer.body()).length).toBeGreaterThan(0);
      }
    }
    const plain = await request.get('/catalog', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'] ?? 'identity').toMatch(/^identity$/i);
    expect(await plain.text()).toContain('<h1');
  });
});
