import { expect, test } from '@playwright/test';
import { heldAnswer } from './held-answer';

/** Spec details found with issue 22 (item 5). */

test.describe('spec details (issue 22)', () => {
  test('the loading bar runs while back loads a page, then goes away', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Контакты' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    const bar = page.locator('.loading-bar');
    await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 3000 });
    // The home page came as a document, so the router has no copy: going back loads it.
    // (Forward is the same popstate; Waku's router shows a route it fetched before from its
    // cache at once, so there is nothing to load and nothing for the bar to show.)
    const { held, release } = heldAnswer();
    const asked: string[] = [];
    await page.route('**/RSC/**', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goBack({ waitUntil: 'commit' });
    await expect(bar).toHaveAttribute('data-state', 'running');
    expect(asked).toHaveLength(1);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лизинг автомобилей для частных лиц и бизнеса');
    await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 3000 });
  });

  test('/_icons names itself as its canonical URL', async ({ page }) => {
    await page.goto('/_icons');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe('/_icons');
  });

  test('/404 is the not-found screen with a real 404; another dotless path shows the home screen', async ({ page }) => {
    const res = await page.goto('/404');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    const other = await page.goto('/some-promo');
    expect(other?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лизинг автомобилей для частных лиц и бизнеса');
  });
});
