/**
 * The one source of truth for responsive breakpoints (spec section 9). CSS uses the same names
 * through `@media (--tablet)`-style queries that the Vite plugin in waku.config.ts expands from
 * this table, so code and styles never disagree.
 */
export const BREAKPOINTS = {
  mobile: 375,
  mobileLg: 640,
  tablet: 768,
  tabletLg: 960,
  desktop: 1280,
  desktopLg: 1366,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** What the server renders for when it knows nothing about the device. */
export const FALLBACK_BREAKPOINT: Breakpoint = 'desktop';

const ORDER = Object.entries(BREAKPOINTS).sort((a, b) => a[1] - b[1]) as [Breakpoint, number][];

/** The media query of a breakpoint's minimum width, as CSS's `@media (--name)` expands to. */
export const minWidthQuery = (name: Breakpoint): string => `(min-width: ${BREAKPOINTS[name]}px)`;

/**
 * The largest breakpoint whose media query matches (`matches`: the browser's `matchMedia`). Not
 * `window.innerWidth`: on a phone that read forces a layout of the whole page (found as a forced
 * reflow while the shell mounted during hydration); a media query is answered without one, and
 * it is the very test the style sheets use.
 */
export function breakpointByMedia(matches: (query: string) => boolean): Breakpoint {
  const widest = ORDER.findLast(([name]) => matches(minWidthQuery(name)));
  return widest?.[0] ?? 'mobile';
}

export function isBreakpoint(value: unknown): value is Breakpoint {
  return typeof value === 'string' && Object.hasOwn(BREAKPOINTS, value);
}

/** `(--tablet)` → `(min-width: 768px)`; `(--tablet-max)` → `(max-width: 767.98px)`. */
export function expandCustomMedia(css: string): string {
  return css.replace(/\(--([a-zA-Z]+)(-max)?\)/g, (match, name: string, max?: string) => {
    if (!isBreakpoint(name)) return match;
    return max ? `(max-width: ${BREAKPOINTS[name] - 0.02}px)` : minWidthQuery(name);
  });
}
