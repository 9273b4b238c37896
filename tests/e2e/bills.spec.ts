import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { openSignedIn } from './auth-helpers';
import { heldAnswer } from './held-answer';

test.describe('bills of a legal entity', () => {
  test('every bill with totals; status filter and pages in the URL', async ({ page }) => {
    await openSignedIn(page, '79000000002', '/account/bills');
    const totals = page.getByRole('definition').first();
    await expect(totals).toHaveText('22');
    const rows = page.getByRole('table', { name: 'Счета' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Страницы счетов' }).getByRole('link', { name: 'Страница 3' }).click();
    await expect(page).toHaveURL(/page=3#bills-page-3$/);
    await expect(rows).toHaveCount(2);
    await page.goto('/account/bills?status=overdue');
    // Not an empty list, which would pass the loop below whatever the filter did.
    await expect(rows.first()).toBeVisible();
    const statuses = await rows.locator('.status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toBe('Просрочен');
  });

  test('«Вперёд» lands on the top of the list; the period is a list of the months that have bills', async ({
    page,
  }) => {
    await openSignedIn(page, '79000000002', '/account/bills');
    const pages = page.getByRole('navigation', { name: 'Страницы счетов' });
    await pages.scrollIntoViewIfNeeded();
    await pages.getByRole('link', { name: /Вперёд/ }).click();
    await expect(page).toHaveURL(/page=2#bills-page-2$/);
    await expect(page.getByRole('table', { name: 'Счета' }).locator('tbody tr').first()).toBeInViewport();
    await expect(page.getByLabel('Итоги по счетам')).toBeInViewport();

    const period = page.getByRole('form', { name: 'Фильтры счетов' }).getByLabel('Период');
    expect(await period.evaluate((el) => el.tagName)).toBe('SELECT');
    const options = await period
      .locator('option')
      .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    expect(options[0]).toEqual({ value: '', text: 'Все месяцы' });
    expect(options.length).toBeGreaterThan(6);
    const month = options[3] ?? { value: '', text: '' };
    expect(month.value).toMatch(/^\d{4}-\d{2}$/);
    await period.selectOption(month.value);
    await page.getByRole('form', { name: 'Фильтры счетов' }).getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(new RegExp(`period=${month.value}`));
    const rows = page.getByRole('table', { name: 'Счета' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const periods = await rows.locator('td[data-label="Период"]').allTextContents();
    expect(periods.length).toBeGreaterThan(0);
    for (const text of periods) expect(text).toBe(month.text);
  });

  test('every bill names its contract and car, at every width; its description does not repeat the contract', {
    tag: '@phone',
  }, async ({ page }) => {
    await openSignedIn(page, '79000000002', '/account/bills');
    const rows = page.getByRole('table', { name: 'Счета' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    for (const row of await rows.all()) {
      const contract = row.locator('td[data-label="Договор"]');
      await expect(contract.getByRole('link', { name: /^№ ЛД-\d{4}-\d{4}$/ })).toBeVisible();
      await expect(contract.locator('.data-table__note')).toBeVisible();
      await expect(contract.locator('.data-table__note')).toHaveText(/^(ГАЗ|Chery|КАМАЗ) .+, \d{4}$/);
      await expect(row.locator('td[data-label="Назначение"]')).not.toContainText('по договору');
    }
  });

  test("a bill's PDF and a ZIP of the chosen bills", async ({ page }) => {
    await openSignedIn(page, '79000000002', '/account/bills');
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

  test('«Скачать выбранные» with nothing ticked, by keyboard: the error is in the form beside the bills, focus on them', async ({
    page,
  }) => {
    await openSignedIn(page, '79000000002', '/account/bills');
    const form = page.getByRole('form', { name: 'Выбор счетов' });
    const submit = form.getByRole('button', { name: 'Скачать выбранные (ZIP)' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const error = form.locator('.field__error');
    await expect(error).toHaveText('Выберите хотя бы один счёт');
    const all = form.getByRole('checkbox', { name: 'Выбрать все на странице' });
    await expect(all).toBeFocused();
    await expect(all).toHaveAttribute('aria-invalid', 'true');
    // Every box names the error (aria-describedby), not a toast that vanishes.
    const errorId = await error.getAttribute('id');
    const boxes = await form.getByRole('checkbox').all();
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) await expect(box).toHaveAttribute('aria-describedby', errorId ?? '');
    await expect(page.locator('.toast')).toHaveCount(0);
    // Ticking a bill clears it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(error).toHaveCount(0);
  });

  test('pressed before its code ran: the page comes back with the error, and focus goes to the bills once it runs', async ({
    page,
  }) => {
    await openSignedIn(page, '79000000002', '/account/bills?status=paid');
    const { held, release } = heldAnswer();
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Скачать выбранные (ZIP)' }).click();
    await expect(page).toHaveURL(/\/account\/bills\?status=paid#form-bills$/);
    const form = page.getByRole('form', { name: 'Выбор счетов' });
    await expect(form.locator('.field__error')).toHaveText('Выберите хотя бы один счёт');
    release();
    await expect(form.getByRole('checkbox', { name: 'Выбрать все на странице' })).toBeFocused();
  });

  test('a private person is sent from the bills to the account home', async ({ page }) => {
    await openSignedIn(page, '79000000001', '/account/bills');
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('bills without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every bill of the page downloads as one ZIP', async ({ page }) => {
    await openSignedIn(page, '79000000002', '/account/bills?status=paid');
    const count = await page.getByRole('table', { name: 'Счета' }).locator('tbody tr').count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать все на странице' }).click(),
    ]);
    const chunks = await (await download.createReadStream()).toArray();
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))))).toHaveLength(count);
  });

  test('nothing ticked: the page comes back with the error beside the bills, not in a toast', async ({ page }) => {
    await openSignedIn(page, '79000000002', '/account/bills?status=paid');
    await page.getByRole('button', { name: 'Скачать выбранные (ZIP)' }).click();
    await expect(page).toHaveURL(/\/account\/bills\?status=paid#form-bills$/);
    const form = page.getByRole('form', { name: 'Выбор счетов' });
    await expect(form.locator('.field__error')).toHaveText('Выберите хотя бы один счёт');
    await expect(form.getByRole('checkbox').first()).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.toast')).toHaveCount(0);
  });
});
