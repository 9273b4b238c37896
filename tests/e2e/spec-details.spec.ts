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

  test('a mouse drag over the similar cars scrolls them and opens nothing; a short press opens a car', async ({
    page,
  }, info) => {
    test.skip(info.project.name === 'phone', 'a mouse gesture: on a phone a finger scrolls the strip natively');
    await page.goto('/catalog');
    const href = await page.locator('.car-card__link').first().getAttribute('href');
    await page.goto(href ?? '/catalog');
    const carUrl = page.url();
    const strip = page.locator('section[aria-labelledby="similar-cars"] .drag-scroller');
    await strip.scrollIntoViewIfNeeded();
    // Not before a mouse comes over it (DeferredDragScroller.tsx): then its drag code wakes.
    await expect(strip).not.toHaveAttribute('data-drag-scroll');
    await strip.hover();
    await expect(strip).toHaveAttribute('data-drag-scroll', 'on');
    const links = strip.locator('a.car-card__link');
    expect(await links.count()).toBeGreaterThan(2);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);

    // Press on a card's link and drag 180 px to the left, in small steps as a hand does.
    const first = await links.first().boundingBox();
    if (!first) throw new Error('no card');
    const x = first.x + first.width / 2;
    const y = first.y + first.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 180, y, { steps: 12 });
    expect(await scrollLeft()).toBeGreaterThanOrEqual(170);
    await page.mouse.up();
    await expect(strip).not.toHaveAttribute('data-dragging', 'true');

    // A press that moves 6 px is a click: it opens the card under it, and only that one.
    const target = links.nth(1);
    const targetHref = await target.getAttribute('href');
    const box = await target.boundingBox();
    if (!box || !targetHref) throw new Error('no second card');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 6, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`${targetHref}$`));
    expect(visited.map((u) => new URL(u).pathname)).toEqual([targetHref]);
    expect(carUrl).not.toBe(page.url());
  });
});
