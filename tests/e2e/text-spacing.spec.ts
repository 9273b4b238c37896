import { expect, type Page, test } from '@playwright/test';
import { BIG_TEXT, clippedText, TEXT_SPACING } from './clipping';

/**
 * Issue 40, the reflow half: with the WCAG text-spacing settings at 320 px (1.4.10, 1.4.12) and
 * with text at 200 % at 375 px (1.4.4), nothing on these pages is cut or sticks out: the
 * «Спецпрограмма» badge, the password restore heading, the sort select («Популярные»), the
 * quick search, the calculator's fieldset, the gallery, the news chips, the cards' buttons.
 * Element by element (tests/e2e/clipping.ts), on the desktop's page and the phone's.
 */

const CAR = '/catalog/haval-jolion-2025-8';
const SPACING_PAGES = ['/', '/catalog', '/login?mode=restore', '/leasing-calculator', '/news', CAR];
const BIG_TEXT_PAGES = ['/', '/catalog', '/login?mode=restore', '/leasing-calculator', '/news', CAR, '/favourites'];

/** Each page at the window's size with `css` added: what is cut, a line each. */
async function sweep(page: Page, paths: string[], css: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.addStyleTag({ content: css });
    // The catalogue's filter panel is open or folded as the page was first rendered (and cached):
    // open, so its sort select is measured whatever ran before.
    const folded = page.locator('details.catalog-filters:not([open]) > summary');
    if (await folded.count()) await folded.click();
    for (const found of await clippedText(page)) problems.push(`${path}: ${found}`);
  }
  return problems;
}

test.describe('nothing cut or wider than the screen', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('WCAG text spacing at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await sweep(page, SPACING_PAGES, TEXT_SPACING)).toEqual([]);
  });

  test('the catalogue at 320 px with text spacing: the badge and the sort order are whole', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/catalog?inProgram=true');
    await page.addStyleTag({ content: TEXT_SPACING });
    const badge = page.locator('.badge', { hasText: 'Спецпрограмма' }).first();
    const [scroll, client] = await badge.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client + 1);
    const panel = page.locator('details.catalog-filters');
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
    await expect(page.getByLabel('Сортировка')).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
  });

  test('text at 200 % at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await sweep(page, BIG_TEXT_PAGES, BIG_TEXT)).toEqual([]);
  });
});
