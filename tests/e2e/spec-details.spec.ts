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

  test('a failed chunk preload reloads once per 10 seconds; the reload of Waku never runs', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    // Waku's handler is on the page (it would reload once per build, whatever the time).
    expect(await page.content()).toContain('waku:preload-error-build-id');
    /** Fires the event Vite and Waku's bootstrap fire; true when a handler took it (to reload). */
    const fail = () =>
      page.evaluate(() => {
        (window as unknown as { marker?: string }).marker = 'same document';
        const event = new Event('vite:preloadError', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    const marker = () => page.evaluate(() => (window as unknown as { marker?: string }).marker);

    // A reload just happened (the shell's guard for dynamic imports keeps the same time): within
    // 10 seconds nothing reloads — Waku's handler would (its once-per-build mark is not set).
    await page.evaluate(() => sessionStorage.setItem('leasing:chunk-reload-at', String(Date.now())));
    await page.clock.runFor(9_000);
    expect(await fail()).toBe(false);
    expect(await marker()).toBe('same document');

    await page.clock.runFor(1_000);
    const reloaded = page.waitForEvent('load');
    expect(await fail()).toBe(true);
    await reloaded;
    expect(await marker()).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('О компании');

    // At once after that reload: none again.
    expect(await fail()).toBe(false);
    expect(await marker()).toBe('same document');
  });
});
