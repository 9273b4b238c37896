import { expect, type Locator, test } from '@playwright/test';
import jsQR from 'jsqr';
import { openSignedIn } from './auth-helpers';

/** The person's active contract (ЛД-2025-0147). */
const CONTRACT = '/account/cars/2';

/** What a QR reader finds in a picture: an <img> of the page, drawn as a bank app would see it. */
async function decode(img: Locator): Promise<string | undefined> {
  const size = 480;
  await img.evaluate((el: HTMLImageElement) => el.decode());
  // The pixels come back as base64: an array of numbers this size takes seconds to serialise.
  const base64 = await img.evaluate((el: HTMLImageElement, size) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(el, 0, 0, size, size);
    const data = ctx.getImageData(0, 0, size, size).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  }, size);
  const pixels = Buffer.from(base64, 'base64');
  return jsQR(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), size, size)?.data;
}

/**
 * Issue 23 item 5: paying from the phone that shows the code — the code as a PNG file to save or
 * share, and every payment detail copied with one tap.
 */
test('the QR is saved as a PNG that decodes to the page’s own ST00012 payment', { tag: '@phone' }, async ({ page }) => {
  await openSignedIn(page, '79000000001', CONTRACT);
  const payment = page.getByRole('region', { name: 'К оплате' });
  const shown = payment.getByRole('img', { name: /QR-код для оплаты/ });
  const save = payment.getByRole('link', { name: 'Сохранить QR-код' });
  await expect(save).toHaveAttribute('href', /\/payment-qr\.png$/);
  // Saved by the server's Content-Disposition, never a `download` attribute (issue 22).
  await expect(save).not.toHaveAttribute('download');
  const box = await save.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // A tap saves the file (a browser that cannot share files downloads it).
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toBe('QR-код для оплаты по договору ЛД-2025-0147.png');
  // The file the link saves, fetched with the page's session.
  const file = await page.request.get((await save.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent('QR-код для оплаты по договору ЛД-2025-0147.png')}`,
  );
  const png = await file.body();
  expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const onPage = await decode(shown);
  // The saved file, shown by a page of its own (the site's CSP allows no data: pictures).
  const viewer = await page.context().newPage();
  await viewer.goto('about:blank');
  await viewer.evaluate(
    (src) => {
      const img = document.createElement('img');
      img.alt = '';
      img.src = src;
      document.body.appendChild(img);
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  const fromFile = await decode(viewer.locator('img'));
  await viewer.close();
  expect(fromFile).toMatch(/^ST00012\|Name=ООО «Драйв Лизинг»\|/);
  expect(fromFile).toContain('|Contract=ЛД-2025-0147');
  expect(fromFile).toBe(onPage);
});

test('each payment detail is copied with one tap', { tag: '@phone' }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, '79000000001', CONTRACT);
  const payment = page.getByRole('region', { name: 'К оплате' });
  for (const label of ['Получатель', 'ИНН', 'КПП', 'БИК', 'Расчётный счёт', 'Сумма', 'Назначение']) {
    const row = payment.locator('.payment-qr__detail', {
      has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
    });
    const value = ((await row.locator('.payment-qr__value').textContent()) ?? '').trim();
    expect(value, label).not.toBe('');
    const copy = row.getByRole('button', { name: `Копировать: ${label}` });
    expect((await copy.boundingBox())?.height, label).toBeGreaterThanOrEqual(44);
    await copy.click();
    await expect(copy).toHaveText('Скопировано');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The amount goes to a bank form as a plain number («120393.13»), the rest as shown.
    if (label === 'Сумма') expect(copied).toMatch(/^\d+\.\d{2}$/);
    else expect(copied, label).toBe(value);
  }
  await expect(payment.locator('.payment-qr__value', { hasText: /^\d{10}$/ }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the details are plain text, the PNG a plain download, no copy button that cannot copy', async ({ page }) => {
    await openSignedIn(page, '79000000001', CONTRACT);
    const payment = page.getByRole('region', { name: 'К оплате' });
    for (const label of ['Получатель', 'ИНН', 'КПП', 'БИК', 'Расчётный счёт', 'Сумма', 'Назначение'])
      await expect(payment.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
    await expect(payment.locator('.payment-qr__value').first()).toHaveCSS('user-select', 'all');
    await expect(payment.getByRole('button', { name: /Копировать/ }).first()).toBeHidden();
    const res = await page.request.get(
      (await payment.getByRole('link', { name: 'Сохранить QR-код' }).getAttribute('href')) ?? '',
    );
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  });
});

test('the payment diagram’s years show what is paid, overdue and upcoming, as visible text and red bars', async ({
  page,
}) => {
  await openSignedIn(page, '79000000001', CONTRACT);
  const years = page.getByRole('table', { name: 'Платежи по годам' });
  await expect(years).toBeVisible();
  await expect(years.locator('thead th')).toHaveText(['Год', 'Оплачено', 'Просрочено', 'Предстоит']);
  const overdueYears = years.locator('td.diagram__overdue');
  expect(await overdueYears.count()).toBeGreaterThan(0);
  // The contract's overdue amount (the legend's «Просрочено») is the sum of the years' overdue parts.
  const money = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  const legend = await page.locator('.diagram__legend li', { hasText: 'Просрочено' }).locator('strong').textContent();
  let sum = 0;
  for (const cell of await overdueYears.allTextContents()) sum += money(cell);
  expect(sum).toBe(money(legend ?? ''));
  // Each overdue year has its red part in the bar, beside the green paid and the grey upcoming.
  expect(
    await page
      .locator('.diagram__svg g rect[fill="#b3261e"]')
      .evaluateAll((rects) => rects.filter((r) => Number(r.getAttribute('width')) > 0).length),
  ).toBe(await overdueYears.count());
});

/** «122 698,69 ₽» → 12269869 kopecks, as a QR's Sum carries it. */
const kopecksOf = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** The payment QR's fields by name (ST00012: «ST00012|Name=…|Sum=…|Purpose=…»). */
const qrFields = (payload: string | undefined) =>
  new Map(
    (payload ?? '')
      .split('|')
      .slice(1)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );

/**
 * Issue 32 item 2: paying the QR leaves no debt (penalties included, named with the day they were
 * counted to), and a legal entity's purpose names the bills, the contract and the VAT inside.
 */
test.describe('what to pay now, and what for', () => {
  for (const { who, phone, contract, number, legal } of [
    {
      who: 'a private person',
      phone: '79000000001',
      contract: '/account/cars/2',
      number: 'ЛД-2025-0147',
      legal: false,
    },
    { who: 'a legal entity', phone: '79000000002', contract: '/account/cars/5', number: 'ЛД-2026-0089', legal: true },
  ]) {
    test(`${who}: the QR's Sum is «К оплате сейчас» with the penalties, its Purpose the copyable one`, async ({
      page,
    }) => {
      await openSignedIn(page, phone, contract);
      const payment = page.getByRole('region', { name: 'К оплате' });
      const fact = (label: RegExp) =>
        payment
          .locator('dl.facts > div')
          .filter({ has: page.locator('dt', { hasText: label }) })
          .locator('dd');
      const owed = kopecksOf((await fact(/^К оплате сейчас$/).textContent()) ?? '');
      const overdue = kopecksOf(((await fact(/^Просрочено$/).textContent()) ?? '').split(' с ')[0] ?? '');
      // Counted to today (issue 39), not to the back office's last booking on 20 November.
      const penalties = kopecksOf((await fact(/^Пени на 25\s+ноября\s+2026\s+г\.$/).textContent()) ?? '');
      expect(penalties).toBeGreaterThan(0);
      expect(owed).toBe(overdue + penalties);
      const fields = qrFields(await decode(payment.getByRole('img', { name: /QR-код для оплаты/ })));
      expect(fields.get('Sum')).toBe(String(owed));
      expect(fields.get('Contract')).toBe(number);
      const purpose = fields.get('Purpose') ?? '';
      const copyable = payment.locator('.payment-qr__detail', { has: page.locator('dt', { hasText: /^Назначение$/ }) });
      await expect(copyable.locator('.payment-qr__value')).toHaveText(purpose);
      if (!legal) {
        expect(purpose).toBe(`Оплата по договору лизинга № ${number}`);
        return;
      }
      // The overdue monthly bill and the penalty bill, the contract, and the VAT of the monthly one.
      expect(purpose).toMatch(
        new RegExp(
          `^Оплата по счетам № [\\d-]+, № [\\d-]+ по договору лизинга № ${number}, в т\\. ч\\. НДС 22 % — [\\d ]+,\\d\\d руб\\.$`,
        ),
      );
      await page.goto(`/account/bills?contract=5&status=overdue&status=unpaid`);
      const billNumbers = await page.locator('tbody tr').allTextContents();
      for (const [, bill] of purpose.matchAll(/№ ([\d-]+)(?=,| по договору)/g)) {
        expect(
          billNumbers.some((text) => text.includes(bill ?? '—')),
          bill,
        ).toBe(true);
      }
    });
  }
});

/**
 * Issue 39 «Оплатить всё»: one QR and one set of details on /account for everything the contracts
 * owe now, without JavaScript; the decoded Sum is the total shown, the Purpose the copyable one.
 */
test.describe('«Оплатить всё» on the account home', () => {
  test.use({ javaScriptEnabled: false });
  for (const { who, phone, legal } of [
    { who: 'a private person', phone: '79000000001', legal: false },
    { who: 'a legal entity', phone: '79000000002', legal: true },
  ]) {
    test(`${who}: the QR's Sum is the total of «К оплате сейчас», its Purpose the copyable one`, async ({ page }) => {
      await openSignedIn(page, phone, '/account');
      const owed = kopecksOf(
        (await page
          .locator('dl.facts > div')
          .filter({ has: page.locator('dt', { hasText: /^К оплате сейчас$/ }) })
          .locator('dd')
          .textContent()) ?? '',
      );
      expect(owed).toBeGreaterThan(0);
      const summary = page.locator('summary', { hasText: 'Оплатить всё одним платежом' });
      expect(kopecksOf(((await summary.textContent()) ?? '').split(':')[1]?.split(' по ')[0] ?? '')).toBe(owed);
      await summary.click();
      const box = page.locator('details', { has: summary });
      const fields = qrFields(await decode(box.getByRole('img', { name: /QR-код для оплаты/ })));
      expect(fields.get('Sum')).toBe(String(owed));
      const purpose = fields.get('Purpose') ?? '';
      const copyable = box.locator('.payment-qr__detail', { has: page.locator('dt', { hasText: /^Назначение$/ }) });
      await expect(copyable.locator('.payment-qr__value')).toHaveText(purpose);
      const sum = box.locator('.payment-qr__detail', { has: page.locator('dt', { hasText: /^Сумма$/ }) });
      expect(kopecksOf((await sum.locator('.payment-qr__value').textContent()) ?? '')).toBe(owed);
      await expect(box.getByRole('link', { name: 'Сохранить QR-код' })).toHaveAttribute(
        'href',
        '/api/account/payment-qr.png',
      );
      if (!legal) {
        expect(purpose).toMatch(/^Оплата по договору лизинга № ЛД-2025-0147$/);
        return;
      }
      // Every contract that owes, every bill of what it owes, and the VAT inside.
      expect(fields.has('Contract')).toBe(false);
      expect(purpose).toMatch(
        /^Оплата по счетам (№ [\d-]+, )+№ [\d-]+ по договорам лизинга (№ [^,]+, )+№ [^,]+, в т\. ч\. НДС 22 % — [\d ]+,\d\d руб\.$/,
      );
      expect(purpose.length).toBeLessThanOrEqual(210);
    });
  }
});
