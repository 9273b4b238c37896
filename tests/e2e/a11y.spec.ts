import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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

async function firstLink(page: import('@playwright/test').Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a link to ${prefix}… on ${list}`).toBeTruthy();
  return href ?? '';
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

  test('a car page and a news item have no serious or critical violations', async ({ page }) => {
    for (const target of [await firstLink(page, '/catalog', '/catalog/'), await firstLink(page, '/news', '/news/')]) {
      await page.goto(target);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${target} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
