import { expect, test } from '@playwright/test';
import { ROUTES } from '../../common/constants';
import { followFooterLink } from './client-navigation';

// The sheets each page links, in its HTML: tests/e2e/style-sheets.http.spec.ts.
test.describe('style sheets (one per build environment: waku.config.ts oneStyleSheet; src/server/css-links-once.tsx)', () => {
  test('every page has the styles of every component it shows (no rule only on the pages of another)', async ({
    page,
  }) => {
    // Both were unstyled when their rules came with another page's sheet (news, the home page).
    await page.goto(ROUTES.catalog);
    const pages = page.locator('.pagination__list').first();
    await expect(pages).toHaveCSS('display', 'flex');
    await expect(pages).toHaveCSS('list-style-type', 'none');
    await expect(page.locator('.pagination__link--current').first()).toHaveCSS('border-radius', '10px');
    await page.goto(ROUTES.credit);
    await expect(page.locator('.bank-list')).toHaveCSS('list-style-type', 'none');
    await expect(page.locator('.bank-card').first()).toHaveCSS('background-color', 'rgb(242, 245, 249)');
  });

  test('a client-side navigation keeps the site sheets: the new page is styled, nothing linked again', async ({
    page,
  }) => {
    // The about page shows no car card; the catalogue's cards are styled by the sheets already there.
    await page.goto(ROUTES.about);
    expect(await followFooterLink(page, 'Каталог', 'Каталог автомобилей')).toBe('client');
    const card = page.locator('.car-card').first();
    await expect(card).toHaveCSS('position', 'relative');
    await expect(card).toHaveCSS('overflow', 'hidden');
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(2);
  });
});
