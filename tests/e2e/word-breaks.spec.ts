import { ACCOUNT_PAGES } from '@common/pages';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './auth-helpers';

/**
 * Issue 40: no word of running text breaks across lines on the account pages at 320 and 375 px:
 * not a date («12 декабря 2026 г» / «.»), a word («Автоматизированн» / «ая»), a figure, a bill's
 * or contract's number at its hyphens, a city at its hyphen. A word is what lies between spaces
 * (a no-break space binds, it does not separate: «120 393,13 ₽» is one); a line may break after
 * «/» or a dash. Each word's Range has its line boxes: more than one line is a broken word.
 */
const CLIENTS = [
  { phone: '79000000002', paths: ACCOUNT_PAGES.map((p) => p.sample) },
  // The private person's home and contract (2 is theirs): their own figures and dates.
  { phone: '79000000001', paths: ['/account', '/account/cars/2'] },
];
const WIDTHS = [320, 375];

function brokenWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('script, style, .visually-hidden, svg, [hidden]')) continue;
      // Words: runs without an ordinary space or line break; «/» and dashes may end a line.
      for (const match of text.matchAll(/[^ \t\n\r/—–]+[/—–]?/g)) {
        const word = match[0];
        if (word.trim().length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.bottom)),
        );
        if (tops.size > 1)
          found.push(`«${word}» in ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}`);
      }
    }
    return found;
  });
}

test('no word of running text breaks across lines on the account pages at 320 and 375 px', {
  tag: ['@phone', '@phone-only'],
}, async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const { phone, paths } of CLIENTS) {
    await openSignedIn(page, phone, '/account');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of paths) {
        await page.goto(path);
        for (const word of await brokenWords(page)) problems.push(`${width} px ${path}: ${word}`);
      }
    }
    await page.context().clearCookies({ name: '__Host-session' });
  }
  expect(problems).toEqual([]);
});
