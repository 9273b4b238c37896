import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../../common/pages';

/** Every public screen of spec section 2 (the one page list: a car and a news item of the seed) and the 404. */
const PAGES = [...PUBLIC_PAGES.map((page) => page.sample), '/no/such/page'];

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
});
