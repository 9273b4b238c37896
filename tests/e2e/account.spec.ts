import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { UPSTREAM_PORT } from '../../playwright.config';
import { openSignedIn, signIn } from './auth-helpers';

const PERSON = '79000000001';
const COMPANY = '79000000002';

test.describe('the customer account', () => {
  test('a legal entity sees its contracts, what is due, deals in progress, bills and the profile', async ({ page }) => {
    await openSignedIn(page, COMPANY, '/account');
    const contracts = page.getByRole('region', { name: 'Действующие договоры' });
    await expect(contracts.locator('.contract-card')).toHaveCount(3);
    const kamaz = contracts.locator('.contract-card', { hasText: 'КАМАЗ' });
    await expect(kamaz).toHaveClass(/contract-card--overdue/);
    await expect(kamaz.locator('.facts__alert').filter({ hasText: 'Просрочено' })).toHaveCount(1);
    await expect(contracts.locator('.contract-card', { hasText: 'ГАЗ' })).toContainText('Следующий платёж');
    const deals = page.getByRole('region', { name: 'Сделки в работе' });
    await expect(deals).toContainText('Лизинг двух Sitrak C7H');
    await expect(deals).toContainText('Подписание договора');
    await expect(page.getByRole('region', { name: 'Счета к оплате' })).toContainText('Просрочено');
    await expect(page.getByRole('region', { name: 'Профиль' })).toContainText('ООО «ТрансЛогистик»');
    // Issue 39: the current stage says since when, never «— сейчас».
    await deals.getByRole('link', { name: 'Лизинг двух Sitrak C7H' }).click();
    const current = page.locator('.deal-stages [aria-current="step"]');
    await expect(current).toContainText(/^Договор готовят к подписанию с \d+\s\S+\s\d{4}\sг\.$/);
    await expect(page.locator('.deal-stages')).not.toContainText('сейчас');
  });

  test('Мои авто: one card per contract, active first, each opens its contract', async ({ page }) => {
    await openSignedIn(page, PERSON, '/account/cars');
    const cards = page.locator('.contract-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Действующий');
    await expect(cards.last()).toContainText('Закрыт');
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/account\/cars\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Haval Jolion');
    await expect(page.getByRole('region', { name: 'Условия договора' })).toContainText('ЛД-2025-0147');
    const diagram = page.getByRole('img', { name: 'Диаграмма платежей по договору' });
    await expect(diagram).toBeVisible();
    await expect(page.locator('#contract-diagram-desc')).toContainText('Оплачено');
    // The schedule opens on what is due (the overdue payment first); the whole of it is one link away.
    const due = page.getByRole('table', { name: 'Платежи к оплате: просроченные и ближайшие' });
    await expect(due.locator('tbody tr').first()).toContainText('Просрочен');
    await page.getByRole('link', { name: /^Показать все \d+ платеж/ }).click();
    await expect(page).toHaveURL(/schedule=all#schedule$/);
    await expect(page.getByRole('table', { name: 'График платежей' }).locator('tbody tr').first()).toContainText(
      'Аванс',
    );
  });

  test('a deal page shows its stages and links to its contract', async ({ page }) => {
    await openSignedIn(page, COMPANY, '/account');
    await page.getByRole('region', { name: 'Сделки в работе' }).getByText('Завершённые и отклонённые сделки').click();
    await page.getByRole('link', { name: 'Лизинг КАМАЗ 54901' }).click();
    await expect(page).toHaveURL(/\/account\/deals\/3$/);
    // The page's heading is the deal's title; the card repeats neither it nor a link to itself.
    await expect(page.getByRole('heading', { name: 'Лизинг КАМАЗ 54901' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Лизинг КАМАЗ 54901' })).toHaveCount(0);
    // Stages in plain words (common/deal-stages.ts): what happened at each.
    await expect(page.getByRole('list').filter({ hasText: 'Заявка принята' }).first()).toContainText(
      'Автомобиль передан',
    );
    await page.getByRole('link', { name: 'Открыть договор' }).click();
    await expect(page).toHaveURL(/\/account\/cars\/5$/);
  });

  test('the contract page fits its screen: no fact runs into the next column, the diagram keeps its drawn size', {
    tag: '@phone',
  }, async ({ page }) => {
    await openSignedIn(page, COMPANY, '/account');
    // Contract 3's body type is «Цельнометаллический фургон»: one word wider than a column.
    await page.goto('/account/cars/3');
    await expect(page.getByText('Цельнометаллический', { exact: false })).toBeVisible();
    const overflowing = await page
      .locator('.facts dd')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
      );
    expect(overflowing).toEqual([]);
    const diagram = await page.locator('.diagram__svg').boundingBox();
    expect(diagram?.width).toBeLessThanOrEqual(600);
    expect(diagram?.width).toBeGreaterThan(0);
  });
  // Axe on every account page: the one sweep, tests/e2e/a11y.spec.ts.
});

test.describe('the contract page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('schedule filters by status and year, operations by page, all in the URL', async ({ page }) => {
    await openSignedIn(page, PERSON, '/account/cars/2?schedule=all');
    const schedule = page.getByRole('table', { name: 'График платежей' });
    const all = await schedule.locator('tbody tr').count();
    const filters = page.getByRole('form', { name: 'Фильтры графика' });
    await filters.getByLabel('Просрочен').check();
    await filters.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/status=overdue/);
    const overdue = schedule.locator('tbody tr');
    expect(await overdue.count()).toBeGreaterThan(0);
    expect(await overdue.count()).toBeLessThan(all);
    for (const text of await overdue.locator('.status').allTextContents()) expect(text).toBe('Просрочен');
    await page.goto('/account/cars/2?year=2026');
    const dates = await schedule.locator('tbody time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/\.2026$/);
    await page.goto('/account/cars/2');
    const operations = page.getByRole('navigation', { name: 'Страницы операций' });
    await operations.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/page=2#operations$/);
    await expect(page.getByRole('table', { name: 'Операции по договору' }).locator('tbody tr').first()).toBeVisible();
  });
});

test.describe('paying and closing a contract', () => {
  test('the payment QR decodes to the unified payment format; requisites beside it; an early buyout estimate', async ({
    page,
  }) => {
    await openSignedIn(page, PERSON, '/account/cars/2');
    const payment = page.getByRole('region', { name: 'К оплате' });
    const qr = payment.getByRole('img', { name: /QR-код для оплаты/ });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(200);
    await expect(payment).toContainText('ООО «Драйв Лизинг»');
    await expect(payment).toContainText('БИК');
    await expect(payment.getByRole('button', { name: 'Скопировать реквизиты' })).toBeVisible();
    // Decoded as a bank app would: the image's pixels through a QR reader (the SVG is a URL of its own).
    await qr.evaluate((img: HTMLImageElement) => img.decode());
    const pixels = await qr.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 480, 480);
      ctx.drawImage(img, 0, 0, 480, 480);
      return Array.from(ctx.getImageData(0, 0, 480, 480).data);
    });
    const decoded = jsQR(new Uint8ClampedArray(pixels), 480, 480);
    expect(decoded?.data).toMatch(/^ST00012\|Name=ООО «Драйв Лизинг»\|/);
    expect(decoded?.data).toContain('|Contract=ЛД-2025-0147');
    expect(decoded?.data).toMatch(/\|Sum=\d+\|/);
    const buyout = page.getByRole('region', { name: 'Досрочный выкуп: оценка' });
    await expect(buyout).toContainText('Оценка — не предложение');
    await buyout.getByLabel('Дата выкупа').fill('2027-06-01');
    await buyout.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page).toHaveURL(/buyout=2027-06-01/);
    await expect(page.getByRole('region', { name: 'Досрочный выкуп: оценка' })).toContainText('1 июня 2027');
  });
});

test.describe('a session revoked upstream', () => {
  test('during a client-side navigation ends on /login with the toast', async ({ page, request }) => {
    await signIn(page, PERSON);
    // The upstream signs this session out behind the site's back (as «завершить сеанс» elsewhere would).
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name === '__Host-session')).toBe(true);
    const upstream = `http://localhost:${UPSTREAM_PORT}`;
    const token = await request.post(`${upstream}/oauth/token`, {
      data: {
        grant_type: 'password',
        username: PERSON,
        password: 'Demo-2026',
        client_id: 'web',
        client_secret: 'web-local-secret',
        scope: '*',
      },
    });
    const { access_token: other } = (await token.json()) as { access_token: string };
    const sessions = await request.get(`${upstream}/api/v1/auth/profile/tokens`, {
      headers: { authorization: `Bearer ${other}` },
    });
    for (const s of ((await sessions.json()) as { items: { id: string; current: boolean }[] }).items) {
      if (!s.current)
        await request.delete(`${upstream}/api/v1/auth/profile/tokens/${s.id}`, {
          headers: { authorization: `Bearer ${other}` },
        });
    }
    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Мои авто' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fcars$/);
    await expect(page.locator('.toast')).toContainText('Сеанс завершён на другом устройстве — войдите снова');
  });
});
