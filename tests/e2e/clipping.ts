import type { Page } from '@playwright/test';

/** WCAG 1.4.12's settings, as the W3C's text-spacing bookmarklet applies them. */
export const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/** Text at 200 %: the browser's text size (the root font, which every `rem` follows). */
export const BIG_TEXT = 'html { font-size: 200% !important; }';

/**
 * What of the page is cut or sticks out (WCAG 1.4.10, 1.4.12), one line each: the document wider
 * than the window, an element past the window's right edge, a box that hides its own content
 * sideways (scrollWidth past clientWidth with overflow hidden or clip, or an ellipsis), and a
 * select narrower than its chosen option's words. Scrolling regions (overflow auto/scroll) are
 * allowed: their content is reachable.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} «${(el.textContent ?? '').trim().slice(0, 30)}»`;
    if (document.documentElement.scrollWidth > viewport)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${viewport}`);
    const scrolls = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') return true;
      }
      return false;
    };
    const hidden = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (
        r.width === 0 || r.height === 0 || el.closest('.visually-hidden, [hidden], details:not([open]) > :not(summary)')
      );
    };
    const canvas = document.createElement('canvas').getContext('2d');
    for (const el of document.querySelectorAll('body *')) {
      if (hidden(el) || scrolls(el)) continue;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.right > viewport + 1 && s.position !== 'fixed') found.push(`${name(el)} ends at ${Math.round(r.right)} px`);
      const cuts = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
      if (cuts && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLImageElement) && el.textContent?.trim())
        found.push(`${name(el)} cuts its text: ${el.scrollWidth} px in ${el.clientWidth}`);
      const label = name(el);
      if (el instanceof HTMLSelectElement && canvas) {
        const option = el.selectedOptions[0]?.textContent ?? '';
        canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const spacing = Number.parseFloat(s.letterSpacing) || 0;
        const words = canvas.measureText(option).width + spacing * option.length;
        const room = el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
        if (words > room + 1)
          found.push(`${label} shows ${Math.round(room)} px of «${option}» (${Math.round(words)} px)`);
      }
    }
    return [...new Set(found)].slice(0, 12);
  });
}
