import { BREAKPOINTS, breakpointForWidth, expandCustomMedia, FALLBACK_BREAKPOINT } from '@common/breakpoints';
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

  it('maps a viewport width to the largest breakpoint it reaches', () => {
    expect(breakpointForWidth(320)).toBe('mobile');
    expect(breakpointForWidth(375)).toBe('mobile');
    expect(breakpointForWidth(639)).toBe('mobile');
    expect(breakpointForWidth(640)).toBe('mobileLg');
    expect(breakpointForWidth(800)).toBe('tablet');
    expect(breakpointForWidth(1279)).toBe('tabletLg');
    expect(breakpointForWidth(1280)).toBe('desktop');
    expect(breakpointForWidth(1920)).toBe('desktopLg');
  });

  it('expands named media queries in CSS from the same table', () => {
    expect(expandCustomMedia('@media (--tablet) { a {} }')).toBe('@media (min-width: 768px) { a {} }');
    expect(expandCustomMedia('@media (--desktopLg-max) {}')).toBe('@media (max-width: 1365.98px) {}');
    expect(expandCustomMedia('@media (--unknown) {}')).toBe('@media (--unknown) {}');
  });
});
