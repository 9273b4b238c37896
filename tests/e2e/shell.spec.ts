import { LOADING_BAR, ROUTES, TOAST_LIFETIME_MS } from '@common/constants';
import { expect, test } from '@playwright/test';
import { ICON_NAMES } from '@src/components/ui/icon-names';
import { BROKEN_SITE_PORT, METRIKA_ID } from '../../playwright.config';
import { followFooterLink } from './client-navigation';
import { heldAnswer } from './held-answer';

/** A CSS colour (`#000`, `#d0021b`) as the browser's computed style names it. */
function computedColor(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('routing rules', () => {
  test('an unknown path is a 404 on the error layout', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    await expect(page.getByText('Возможно, страница была перемещена или удалена.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ошибка' })).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Вернуться на Главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лизинг автомобилей для частных лиц и бизнеса');
  });
});

test.describe('app shell', () => {
  // Each public page's language, title and layout: the one sweep per page, tests/e2e/a11y.spec.ts.

  test(
    'the loading bar runs during a slow client navigation and then goes away',
    { tag: '@phone' },
    async ({ page }, info) => {
      await page.goto('/');
      // The answer waits until the test has seen the bar running.
      const { held, release } = heldAnswer();
      await page.route('**/RSC/**', async (route) => {
        await held;
        await route.continue();
      });
      const bar = page.locator('.loading-bar');
      await expect(bar).toHaveAttribute('data-state', 'idle');
      const menu = info.project.name === 'phone' ? page.locator('.site-menu') : page.locator('.site-nav');
      if (info.project.name === 'phone') await page.locator('.site-menu__toggle').click();
      await menu.getByRole('link', { name: 'Новости' }).click();
      await expect(bar).toHaveAttribute('data-state', 'running');
      await expect(bar).toHaveCSS('height', `${LOADING_BAR.heightPx}px`);
      await expect(bar).toHaveCSS('background-color', computedColor(LOADING_BAR.color));
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
      await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 3000 });
      expect(new URL(page.url()).pathname).toBe(ROUTES.news);
    },
  );

  test('a failed navigation opens the error screen and turns the loading bar to its error colour', async ({ page }) => {
    await page.goto(ROUTES.about);
    const { held, release } = heldAnswer();
    await page.route('**/RSC/**', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream exploded' });
    });
    await page.locator('footer').getByRole('link', { name: 'Контакты' }).click();
    await expect(page.locator('.loading-bar')).toHaveAttribute('data-state', 'running');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что-то пошло не так');
    await expect(page.locator('.loading-bar')).toHaveAttribute('data-error', 'true');
    await expect(page.locator('.loading-bar')).toHaveCSS('background-color', computedColor(LOADING_BAR.errorColor));
  });

  test('after a new build is deployed, the next navigation loads the page fully', async ({ page, context }) => {
    await page.goto('/');
    // The shell's watcher writes the viewport cookie when it has mounted.
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'viewport')).toBe(true);
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    const polled = page.waitForResponse('**/builds/latest.json');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await polled;
    expect(await followFooterLink(page, 'Новости', 'Новости')).toBe('full load');
  });

  test('without a new build, navigation stays on the client', async ({ page }) => {
    await page.goto('/');
    expect(await followFooterLink(page, 'Новости', 'Новости')).toBe('client');
  });

  test('a toast appears, and disappears after its lifetime or when closed', async ({ page }) => {
    await page.clock.install();
    await page.goto(ROUTES.icons);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Иконки');
    await expect(page.locator('.icon-card')).toHaveCount(ICON_NAMES.length);
    // Closed by its button (and the page is hydrated: its buttons answer).
    await page.getByRole('button', { name: 'car', exact: true }).click();
    await expect(page.locator('.toast')).toHaveCount(1);
    await page.getByRole('button', { name: 'Закрыть уведомление' }).click();
    await expect(page.locator('.toast')).toHaveCount(0);

    // The page's clock stands still from here: the lifetime passes only as the test runs it, not
    // as a loaded machine's wall clock does between two steps.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: 'phone', exact: true }).click();
    const toast = page.locator('.toast').first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('phone');
    await page.clock.runFor(TOAST_LIFETIME_MS - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test(
    'the browser writes the viewport cookie for server rendering',
    { tag: '@phone' },
    async ({ page, context }, info) => {
      await page.goto('/');
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
        .toBe(info.project.name === 'phone' ? 'mobile' : 'desktopLg');
      const cookie = (await context.cookies()).find((c) => c.name === 'viewport');
      expect(cookie?.sameSite).toBe('Strict');
      expect(cookie?.secure).toBe(true);
      await page.reload();
      await expect(page.locator('body')).toHaveAttribute(
        'data-breakpoint',
        info.project.name === 'phone' ? 'mobile' : 'desktopLg',
      );
    },
  );
});

test.describe('upstream failures', () => {
  test('Yandex Metrika is on only where both its flag and its id are set', async ({ page }) => {
    // No network here: the tag's own script request is answered locally.
    await page.route('https://mc.yandex.ru/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto(`http://localhost:${BROKEN_SITE_PORT}${ROUTES.about}`);
    const loaders = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script')]
          .filter((script) => script.textContent?.startsWith('(function(m,e,t,r,i,k,a)'))
          .map((script) => ({ text: script.textContent ?? '', nonce: script.nonce })),
      );
    const [loader, ...others] = await loaders();
    expect(others).toEqual([]);
    expect(loader?.text).toContain(`ym(${METRIKA_ID},"init"`);
    expect(loader?.nonce).toBeTruthy();
    expect(await page.content()).toContain(`https://mc.yandex.ru/watch/${METRIKA_ID}`);

    await page.goto(ROUTES.about);
    expect(await loaders()).toEqual([]);
    expect(await page.content()).not.toContain('mc.yandex.ru/watch');
  });
});
