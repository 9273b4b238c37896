import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signIn } from './auth-helpers';

test.describe('bills of a legal entity', () => {
  test('every bill with totals; status filter and pages in the URL', async ({ page }) => {
    await signIn(page, '79000000002');
    await page.goto('/account/bills');
    const totals = page.getByRole('definition').first();
    await expect(totals).toHaveText('22');
    const rows = page.getByRole('table', { name: 'Счета' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Страницы счетов' }).getByRole('link', { name: 'Страница 3' }).click();
    await expect(page).toHaveURL(/page=3$/);
    await expect(rows).toHaveCount(2);
    await page.goto('/account/bills?status=overdue');
    for (const status of await rows.locator('.status').allTextContents()) expect(status).toBe('Просрочен');
  });

  test("a bill's PDF and a ZIP of the chosen bills", async ({ page }) => {
    await signIn(page, '79000000002');
    await page.goto('/account/bills');
    const first = page.getByRole('table', { name: 'Счета' }).locator('tbody tr').first();
    const href = (await first.getByRole('link').first().getAttribute('href')) ?? '';
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe('no-store');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const boxes = page.getByRole('checkbox', { name: /^Счёт №/ });
    const numbers: string[] = [];
    for (const box of (await boxes.all()).slice(0, 3)) {
      await box.check();
      numbers.push(((await box.getAttribute('aria-label')) ?? '').replace('Счёт № ', ''));
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать выбранные (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Счета (3).zip');
    const zip = unzipSync(
      new Uint8Array(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c))),
    );
    const names = Object.keys(zip).sort();
    expect(names).toHaveLength(3);
    for (const number of numbers) expect(names.some((n) => n.startsWith(`Счёт № ${number} `))).toBe(true);
    for (const entry of Object.values(zip)) expect(Buffer.from(entry.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  test('a private person is sent from the bills to the account home', async ({ page }) => {
    await signIn(page, '79000000001');
    await page.goto('/account/bills');
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('bills without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every bill of the page downloads as one ZIP', async ({ page }) => {
    await signIn(page, '79000000002');
    await page.goto('/account/bills?status=paid');
    const count = await page.getByRole('table', { name: 'Счета' }).locator('tbody tr').count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать все на странице' }).click(),
    ]);
    const chunks = await (await download.createReadStream()).toArray();
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))))).toHaveLength(count);
  });
});
