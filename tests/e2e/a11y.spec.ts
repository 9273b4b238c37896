import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_PAGES } from '../../common/pages';
import { openSignedIn } from './auth-helpers';
import { isIconSprite, PUBLIC_PAGE_TEXTS } from './public-pages';
import { expectReflow } from './reflow';

/**
 * One sweep of every public screen of spec section 2 (the one page list: a car and a news item of
 * the seed) and the 404, on both projects (the phone's page is rendered for a phone): one load of
 * each page serves its status, language, title and layout, its structure, axe and text at 200 %;
 * then reflow at 320 px and text spacing (tests/e2e/reflow.ts). Signed in, every account page.
 */

async function expectNoAxeViolations(page: Page, path = '') {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

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

test.describe('every page: title, layout, structure (headings, <main>, landmark names), axe and reflow', {
  tag: '@phone',
}, () => {
  // Three loads of each page and axe: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  for (const publicPage of PUBLIC_PAGE_TEXTS) {
    const { sample, heading, title = heading } = publicPage;
    test(`${sample}`, async ({ page }) => {
      const response = await page.goto(sample);
      expect(response?.status(), sample).toBe(200);
      // Pages are Russian and every public route has its title, in the default layout but the icon sprite.
      await expect(page.locator('html'), sample).toHaveAttribute('lang', 'ru');
      await expect(page, sample).toHaveTitle(new RegExp(`^${title}`));
      if (isIconSprite(publicPage)) {
        // The icon sprite page has a bare layout of its own (spec section 2: layouts).
        await expect(page.locator('header.site-header'), sample).toHaveCount(0);
      } else {
        await expect(page.locator('header.site-header'), sample).toBeVisible();
        await expect(page.locator('footer.site-footer'), sample).toContainText('Драйв Лизинг');
      }
      await expectStructure(page, sample);
      await expectNoAxeViolations(page, sample);
      await expectReflow(page, sample);
    });
  }

  test('/no/such/page has no serious or critical violations', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page);
  });

  test('every account page, signed in as the legal entity (the samples are its contract and deal)', async ({
    page,
  }) => {
    // Three loads of each account page and axe.
    test.setTimeout(240_000);
    await openSignedIn(page, '79000000002', '/account');
    for (const { sample } of ACCOUNT_PAGES) {
      await page.goto(sample);
      await expectStructure(page, sample);
      await expectNoAxeViolations(page, sample);
      await expectReflow(page, sample);
    }
    // The public pages' header is the signed-in one (its account link is longer).
    await page.goto('/');
    await expectReflow(page, '/');
  });
});
