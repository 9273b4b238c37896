import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The picture that is a page's largest paint is asked for from the HTML at once — preloaded from
 * the head, high priority, not lazy — while the pictures further down wait until they come near
 * the viewport. A lazy picture in view is requested only after the browser has laid the page out.
 */
async function expectAskedForFirst(page: Page, pictures: Locator, { restLazy }: { restLazy: boolean }) {
  const first = pictures.first();
  await expect(first).toBeInViewport();
  const src = await first.getAttribute('src');
  expect(src).toMatch(/^\/media\//);
  await expect(page.locator(`head link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(1);
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(await first.getAttribute('loading')).not.toBe('lazy');
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (!restLazy) return;
  const rest = await pictures.evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
  expect(rest.length).toBeGreaterThan(0);
  expect(new Set(rest)).toEqual(new Set(['lazy']));
}

test.describe('the largest picture of a page is asked for first', { tag: '@phone' }, () => {
  test("catalogue: the first car's picture", async ({ page }) => {
    await page.goto('/catalog');
    await expectAskedForFirst(page, page.locator('.catalog__grid .car-card__image'), { restLazy: true });
  });

  test("news: the first item's cover, and an article's cover", async ({ page }) => {
    await page.goto('/news');
    await expectAskedForFirst(page, page.locator('.news-grid .news-card__image'), { restLazy: true });
    const href = await page.locator('.news-card__link').first().getAttribute('href');
    await page.goto(href ?? '/news');
    await expectAskedForFirst(page, page.locator('.article__image'), { restLazy: false });
  });

  test("a car page: the gallery's first picture", async ({ page }) => {
    await page.goto('/catalog');
    const href = await page.locator('.car-card__link').first().getAttribute('href');
    await page.goto(href ?? '/catalog');
    await expectAskedForFirst(page, page.locator('.car-gallery__image'), { restLazy: false });
  });
});
