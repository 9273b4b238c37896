import { type ElementHandle, expect, type Locator, type Page } from '@playwright/test';

/**
 * Where keyboard focus is and whether a person can see it (WCAG 2.4.7, 2.4.11): focus is on an
 * element (never <body>), its ring is drawn, and nothing covers it (the element at the centre of
 * the focused one is itself or inside it). Used by the keyboard suites.
 */

type Stop = { what: string; lost: boolean; ring: boolean; inView: boolean; covered: string | null; reached: boolean };

/** Where focus is, whether it can be seen, and whether it is on `target` (one round trip a stop). */
function stop(page: Page, target: ElementHandle<Node> | null = null): Promise<Stop> {
  return page.evaluate((wanted) => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body)
      return { what: 'body', lost: true, ring: false, inView: false, covered: null, reached: false };
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`;
    const style = getComputedStyle(el);
    // A transparent outline is drawn only in forced colours (global.css): the ring is the shadow then.
    const drawn = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' &&
        Number.parseFloat(s.outlineWidth) > 0 &&
        !/^(transparent|rgba\(.*,\s*0\))$/.test(s.outlineColor)) ||
      s.boxShadow !== 'none';
    // A card may draw the ring of the link that covers it (`.car-card:focus-within`, a few levels up).
    let ring = drawn(style);
    for (let up = el.parentElement, i = 0; !ring && up && i < 4; up = up.parentElement, i++)
      ring = up.matches(':focus-within') && drawn(getComputedStyle(up));
    // A link that wraps (its text runs on in the next line, as on a phone) has no box at the centre
    // of its bounds: its first line's box stands for it.
    const lines = el.getClientRects();
    const box = lines.length > 1 && lines[0] ? lines[0] : el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inView = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    const hit = inView ? document.elementFromPoint(x, y) : null;
    const own = hit !== null && (hit === el || el.contains(hit));
    const covered = own ? null : hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
    return { what: name, lost: false, ring, inView, covered, reached: el === wanted };
  }, target);
}

function expectVisible(now: Stop, ring: boolean) {
  expect(now.lost, 'focus fell to <body>').toBe(false);
  if (ring) expect(now.ring, `${now.what} has no focus indicator`).toBe(true);
  expect(now.inView, `${now.what} is off screen`).toBe(true);
  expect(now.covered, `${now.what} is covered by ${now.covered}`).toBeNull();
}

/** The focused element is drawn with its ring and not covered (`ring: false` for a heading focused by script). */
export async function expectSeen(page: Page, { ring = true } = {}) {
  expectVisible(await stop(page), ring);
}

/** Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  const wanted = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await stop(page, wanted);
    expectVisible(now, true);
    if (now.reached) return;
  }
  throw new Error(`${target} was not reached in ${max} stops`);
}
