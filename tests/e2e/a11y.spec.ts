import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../../common/pages';
import { signIn } from './auth-helpers';

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

/**
 * What axe lets pass (issue 34, WCAG 1.3.1): headings go down one level at a time, every page has
 * its <main>, and no two landmarks of one kind share a name.
 */
async function expectStructure(page: Page, path: string) {
  const found = await page.evaluate(() => {
    const visible = (el: Element) =>
      (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => visible(h) || h.classList.contains('visually-hidden'))
      .map((h) => Number(h.tagName[1]));
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]}→h${level}`] : [],
    );
    const nameOf = (el: Element) =>
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
    const landmarks = [
      ...document.querySelectorAll(
        'nav, aside, section[aria-label], section[aria-labelledby], form[aria-label], form[aria-labelledby]',
      ),
    ]
      .filter(visible)
      .map((el) => `${el.tagName.toLowerCase()}: ${nameOf(el)}`);
    const repeated = landmarks.filter((name, i) => landmarks.indexOf(name) !== i);
    return { skips, repeated, mains: document.querySelectorAll('main').length, h1: levels[0] };
  });
  expect(found.mains, `${path}: one <main>`).toBe(1);
  expect(found.h1, `${path}: starts with its h1`).toBe(1);
  expect(found.skips, `${path}: heading levels skipped`).toEqual([]);
  expect(found.repeated, `${path}: landmarks of one name`).toEqual([]);
}

test.describe('page structure (headings, <main>, landmark names)', () => {
  for (const path of PUBLIC_PAGES.map((page) => page.sample)) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expectStructure(page, path);
    });
  }

  test('every account page, signed in', async ({ page }) => {
    await signIn(page, '79000000002');
    for (const { sample } of ACCOUNT_PAGES) {
      await page.goto(sample);
      await expectStructure(page, sample);
    }
  });
});
