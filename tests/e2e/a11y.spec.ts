import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { UPSTREAM_PORT } from '../../playwright.config';

/** Every public screen of spec section 2 (a car and a news item are found through the lists). */
const PAGES = [
  '/',
  '/catalog',
  '/news',
  '/about',
  '/credit',
  '/trade-in',
  '/contacts',
  '/login',
  '/registration',
  '/_icons',
  '/no/such/page',
];

/** A real car slug and news code, asked from the upstream the e2e site runs against. */
async function detailPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const upstream = `http://localhost:${UPSTREAM_PORT}/api/v1`;
  const cars = await (await request.get(`${upstream}/cars/popular-cars?limit=1`)).json();
  const news = await (await request.get(`${upstream}/news?perPage=1`)).json();
  return [`/catalog/${cars.items[0].slug}`, `/news/${news.items[0].code}`];
}

test.describe('accessibility (axe-core)', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
        [],
      );
    });
  }

  test('a car page and a news item have no serious or critical violations', async ({ page, request }) => {
    for (const target of await detailPages(request)) {
      await page.goto(target);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${target} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
