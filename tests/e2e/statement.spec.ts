import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { pdfText } from '../pdf-text';
import { signIn } from './auth-helpers';

/** «410 933,53 ₽» → 41093353 (kopecks); a PDF's or CSV's «-1234,56» too. */
const kopecks = (text: string) => {
  const clean = text.replace(/[\s\u00a0\u202f₽руб.]/g, '').replace('−', '-');
  const [whole = '0', part = '0'] = clean.split(',');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(part.padEnd(2, '0')));
};

/** The balances the page shows: per contract and the total (the last row). */
async function pageBalances(page: Page) {
  const table = page.getByRole('table', { name: 'Сальдо и обороты за период' });
  const rows = table.locator('tr:has([data-balance])');
  const out: { label: string; opening: number; charges: number; payments: number; closing: number }[] = [];
  for (const row of await rows.all()) {
    const cell = async (name: string) => kopecks((await row.locator(`[data-balance="${name}"]`).textContent()) ?? '');
    out.push({
      label: ((await row.locator('td, th').first().textContent()) ?? '').replace(/\u00a0/g, ' '),
      opening: await cell('opening'),
      charges: await cell('charges'),
      payments: await cell('payments'),
      closing: await cell('closing'),
    });
  }
  return out;
}

async function downloadOf(page: Page, link: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  const bytes = new Uint8Array(Buffer.concat(await (await download.createReadStream()).toArray()));
  return { name: download.suggestedFilename(), bytes };
}

test.describe('the statement for a period (issue 39)', () => {
  test('a legal entity downloads the акт сверки as PDF and CSV and reads the balances back', async ({ page }) => {
    await signIn(page, '79000000002');
    await page.getByRole('link', { name: 'Акт сверки и пакет для бухгалтера' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Документы');
    // A period that ends after today (the date field's `max` stops it in the browser; sent anyway)
    // is refused in place, by field, keeping what was typed.
    await page.goto('/account/documents?from=2026-09-01&to=2026-12-31');
    await expect(page.locator('#statement-to-error')).toHaveText('Укажите дату не позже сегодняшней (25.11.2026)');
    await expect(page.getByLabel('Конец периода')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Начало периода')).toHaveValue('2026-09-01');
    await page.getByLabel('Конец периода').fill('2026-11-25');
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/from=2026-09-01&to=2026-11-25/);

    // Nothing wider than the screen (a 375 px phone too); every download a 44 px target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const link of await page.locator('.statement-downloads a').all())
      expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const shown = await pageBalances(page);
    expect(shown.map((r) => r.label)).toEqual(['№ ЛД-2026-0089', '№ ЛД-2025-0455', '№ ЛД-2025-0312', 'Итого']);
    for (const r of shown) expect(r.closing).toBe(r.opening + r.charges - r.payments);
    const total = shown.at(-1);
    // What all contracts owe on 25 November: the overdue payment and its penalty, and the payment due on the 20th.
    expect(total?.closing).toBe(41093353);
    await expect(page.getByText('На 25 ноября 2026 г. ваша задолженность — 410 933,53 ₽.')).toBeVisible();

    const csv = await downloadOf(page, 'CSV для Excel');
    expect(csv.name).toBe('Акт сверки 01.09.2026–25.11.2026.csv');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder()
      .decode(csv.bytes)
      .split('\r\n')
      .map((line) => line.split(';'));
    const csvRow = (label: string, what: string) => rows.find((r) => r[0] === label && r[3] === what) ?? [];
    for (const r of shown) {
      const label = r.label === 'Итого' ? 'Итого' : r.label;
      expect(kopecks(csvRow(label, 'Сальдо на начало периода')[8] ?? ''), label).toBe(r.opening);
      expect(kopecks(csvRow(label, 'Обороты за период')[4] ?? ''), label).toBe(r.charges);
      expect(kopecks(csvRow(label, 'Обороты за период')[5] ?? ''), label).toBe(r.payments);
      expect(kopecks(csvRow(label, 'Сальдо на конец периода')[8] ?? ''), label).toBe(r.closing);
    }

    const pdf = await downloadOf(page, 'Скачать PDF');
    expect(pdf.name).toBe('Акт сверки 01.09.2026–25.11.2026.pdf');
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(20_000);
    expect(pdf.bytes.length).toBeLessThan(2_000_000);
    const text = pdfText(pdf.bytes).replace(/\u00a0/g, ' ');
    expect(text).toContain('Акт сверки взаимных расчётов за период с 01.09.2026 по 25.11.2026');
    expect(text).toContain('Лизингополучатель: ООО «ТрансЛогистик», ИНН 7725140390');
    const figure = (line: string) => kopecks(/: (-?[\d ]+,\d\d) руб\./.exec(line)?.[1] ?? 'NaN');
    const lineOf = (start: string) => text.split('\n').find((l) => l.startsWith(start)) ?? '';
    expect(figure(lineOf('Сальдо на 01.09.2026:'))).toBe(total?.opening);
    expect(figure(lineOf('Начислено за период:'))).toBe(total?.charges);
    expect(figure(lineOf('Оплачено за период:'))).toBe(total?.payments);
    expect(figure(lineOf('Сальдо на 25.11.2026:'))).toBe(total?.closing);

    const zip = await downloadOf(page, 'Пакет для бухгалтера (ZIP)');
    expect(zip.name).toBe('Пакет для бухгалтера 01.09.2026–25.11.2026.zip');
    const names = Object.keys(unzipSync(zip.bytes));
    expect(names).toEqual(expect.arrayContaining([pdf.name, csv.name]));
    expect(names.filter((n) => n.startsWith('Счета/Счёт № ')).length).toBeGreaterThan(0);
  });
});

test.describe('the statement without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a private person chooses the contract in the plain form and gets its statement', async ({ page }) => {
    await signIn(page, '79000000001');
    await page.getByRole('link', { name: 'Выписка по договору' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Выписка по договору' })).toBeVisible();
    await page.getByLabel('Договор', { exact: true }).selectOption({ label: '№ ЛД-2025-0147, Haval Jolion' });
    await page.getByRole('button', { name: 'Показать' }).click();
    const [row] = await pageBalances(page);
    expect(row?.label).toBe('№ ЛД-2025-0147');
    expect(row?.closing).toBe(7066331);
    await expect(page.getByRole('link', { name: 'Пакет для бухгалтера (ZIP)' })).toHaveCount(0);
    const csv = await downloadOf(page, 'CSV для Excel');
    expect(csv.name).toBe('Выписка по договору ЛД-2025-0147 01.01.2026–25.11.2026.csv');
  });
});
