import { expect, type Page } from '@playwright/test';
import { BIG_TEXT, TEXT_SPACING } from './clipping';

/**
 * Reflow (WCAG 1.4.10), text at 200 % (1.4.4) and text spacing (1.4.12): the page never scrolls
 * sideways. Text at 200 % is the browser's text size (the root font size, which every `rem`
 * follows), not a zoom of the whole page. Run on every page of the one page list by
 * tests/e2e/a11y.spec.ts, as a guest and signed in as the legal entity (who sees every account page).
 */

/** WCAG 1.4.10's reference width (320 px is 1280 at 400 %): the 200 % text check runs at a desktop's width. */
const DESKTOP_WIDTH = 1280;

type Width = { page: number; viewport: number; wide: string[] };

/** The document's width against the viewport's, and what sticks out past the right edge (for the message). */
function measure(page: Page): Promise<Width> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.contain.includes('inline-size') || style.contain.includes('paint'))
          return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1 && !clipped(el))
      .slice(0, 6)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { page: document.documentElement.scrollWidth, viewport, wide };
  });
}

async function expectNoSideScroll(page: Page, what: string) {
  const width = await measure(page);
  expect(
    width.page,
    `${what}: ${width.page} px wide in ${width.viewport}: ${width.wide.join('; ')}`,
  ).toBeLessThanOrEqual(width.viewport);
}

/**
 * The three checks on `path`, which the page has just loaded at the project's own size (the
 * viewport and styles are put back afterwards).
 */
export async function expectReflow(page: Page, path: string) {
  const original = page.viewportSize() ?? { width: 1366, height: 900 };
  // Text at 200 % (1.4.4) at the project's own width when it is a desktop's, on the page as loaded.
  // On the phone project (375 px) 200 % text is a 187 px layout, past the 320 px that 1.4.10 (400 %
  // of 1280) asks for: the desktop project checks it, the phone has its 320 px and text spacing.
  if (original.width >= DESKTOP_WIDTH) {
    const bigText = await page.addStyleTag({ content: BIG_TEXT });
    await expectNoSideScroll(page, `${path} with text at 200 %`);
    await bigText.evaluate((node) => (node as HTMLElement).remove());
  }

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(path);
  await expectNoSideScroll(page, `${path} at 320 px`);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path);
  await page.addStyleTag({ content: TEXT_SPACING });
  await expectNoSideScroll(page, `${path} with WCAG text spacing at 375 px`);
  await page.setViewportSize(original);
}
