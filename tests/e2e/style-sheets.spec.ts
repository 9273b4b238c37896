import { expect, test } from '@playwright/test';
import { ROUTES } from '../../common/constants';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../../common/pages';
import { openSignedIn } from './auth-helpers';
import { followFooterLink } from './client-navigation';

/** The flight data (RSC payload) a page carries inline, decoded. */
function flightData(html: string): string {
  return [...html.matchAll(/__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((m) => JSON.parse(m[1] ?? '""') as string)
    .join('');
}

test.describe('style sheets (one per build environment: waku.config.ts oneStyleSheet; src/server/css-links-once.tsx)', () => {
  test('every page links two site-wide style sheets in its head, and the server one once in its flight data', async ({
    page,
  }) => {
    const expectSiteSheets = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const linked = [...head.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
      // The server components' sheet and the client components' sheet: nothing per component.
      expect(linked, path).toHaveLength(2);
      expect(new Set(linked).size, path).toBe(2);
      // Twelve car cards, nine filter groups, eighteen offices: the sheet is still named once.
      const keys = [...flightData(html).matchAll(/"css:(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
      expect(keys, path).toHaveLength(1);
      expect(linked, path).toContain(keys[0]);
    };
    // Every page of the one page list: the public ones as a guest, the account's as the legal entity (all are open to it).
    for (const { sample } of PUBLIC_PAGES) await expectSiteSheets(sample);
    await openSignedIn(page, '79000000002', '/account');
    for (const { sample } of ACCOUNT_PAGES) await expectSiteSheets(sample);
  });

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
    await expect(page.locator('.bank-card').first()).toHaveCSS('background-color', 'rgb(244, 245, 247)');
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
