/**
 * Keeps a keyboard-focused element inside a row that scrolls sideways in view (WCAG 2.4.11): the
 * browser's own scroll on focus loses to a row's mandatory scroll snap (it snaps back to the card
 * before) and misses the links of a sticky bar. A snapping row shows the focused item from its start
 * (a snap position); any other row moves just enough to show the focused element whole.
 */
export function revealInRow(el: HTMLElement): void {
  for (
    let item: HTMLElement = el, row = el.parentElement;
    row && row !== document.body;
    item = row, row = row.parentElement
  ) {
    const style = getComputedStyle(row);
    if (!/auto|scroll/.test(style.overflowX) || row.scrollWidth <= row.clientWidth) continue;
    const box = row.getBoundingClientRect();
    if (style.scrollSnapType.startsWith('x') || style.scrollSnapType.startsWith('both')) {
      const start = item.getBoundingClientRect().left - box.left;
      if (start !== 0) row.scrollTo({ left: row.scrollLeft + start, behavior: 'instant' });
      return;
    }
    const own = el.getBoundingClientRect();
    const shift = own.left < box.left ? own.left - box.left : own.right > box.right ? own.right - box.right : 0;
    if (shift !== 0) row.scrollTo({ left: row.scrollLeft + shift, behavior: 'instant' });
    return;
  }
}
