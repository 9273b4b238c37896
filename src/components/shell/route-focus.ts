/**
 * Where focus goes after a client navigation (WCAG 2.4.3; issue 34):
 * - a new page (its path changed): the page's h1, so a screen reader reads the new page and the
 *   keyboard starts from its top, as after a full load;
 * - a pagination link: the start of the list it pages (its visible heading, else its first new item,
 *   scrolled into view), not the bottom where the link was;
 * - the same page with another query (a filter form): focus stays where it is, unless the control
 *   holding it is gone, then the h1.
 */
export type FocusPlan = { kind: 'heading' } | { kind: 'list'; label: string } | { kind: 'keep' };

export function planFocus(
  before: { path: string; query: string },
  after: { path: string; query: string },
  pagination: string | null,
): FocusPlan | null {
  if (before.path === after.path && before.query === after.query) return null;
  if (pagination !== null && before.path === after.path) return { kind: 'list', label: pagination };
  if (before.path !== after.path) return { kind: 'heading' };
  return { kind: 'keep' };
}

/** Focuses `element` without scrolling, making it focusable by script only when it is not already. */
export function focusQuietly(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}
