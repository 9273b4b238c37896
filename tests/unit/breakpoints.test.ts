import { BREAKPOINTS, breakpointByMedia, expandCustomMedia, FALLBACK_BREAKPOINT } from '@common/breakpoints';
import { describe, expect, it } from 'vitest';

describe('breakpoints', () => {
  it('are the spec values with desktop as the fallback', () => {
    expect(BREAKPOINTS).toEqual({
      mobile: 375,
      mobileLg: 640,
      tablet: 768,
      tabletLg: 960,
      desktop: 1280,
      desktopLg: 1366,
    });
    expect(FALLBACK_BREAKPOINT).toBe('desktop');
  });

  it('maps a viewport to the largest breakpoint whose media query (the one CSS uses) matches', () => {
    /** matchMedia of a viewport `width` px wide, answering only the queries CSS's `(--name)` makes. */
    const viewport = (width: number) => (query: string) => {
      const name = Object.keys(BREAKPOINTS).find((n) => expandCustomMedia(`(--${n})`) === query);
      if (!name) throw new Error(`not a breakpoint query: ${query}`);
      return width >= BREAKPOINTS[name as keyof typeof BREAKPOINTS];
    };
    expect(breakpointByMedia(viewport(320))).toBe('mobile');
    expect(breakpointByMedia(viewport(375))).toBe('mobile');
    expect(breakpointByMedia(viewport(639))).toBe('mobile');
    expect(breakpointByMedia(viewport(640))).toBe('mobileLg');
    expect(breakpointByMedia(viewport(800))).toBe('tablet');
    expect(breakpointByMedia(viewport(1279))).toBe('tabletLg');
    expect(breakpointByMedia(viewport(1280))).toBe('desktop');
    expect(breakpointByMedia(viewport(1920))).toBe('desktopLg');
  });

  it('expands named media queries in CSS from the same table', () => {
    expect(expandCustomMedia('@media (--tablet) { a {} }')).toBe('@media (min-width: 768px) { a {} }');
    expect(expandCustomMedia('@media (--desktopLg-max) {}')).toBe('@media (max-width: 1365.98px) {}');
    expect(expandCustomMedia('@media (--unknown) {}')).toBe('@media (--unknown) {}');
  });
});
