import { breakpointOf } from '@edge/middleware/viewport';
import { describe, expect, it } from 'vitest';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  // iPadOS Safari presents itself as a Mac: a tablet is rendered for the fallback until its cookie.
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

const headers = (init: Record<string, string>) => new Headers(init);

describe('the device class a page is rendered for', () => {
  it('is the viewport cookie whenever the browser has written one, hints or not', () => {
    expect(breakpointOf(headers({ cookie: 'a=1; viewport=tablet' }))).toBe('tablet');
    expect(breakpointOf(headers({ cookie: 'viewport=desktopLg', 'sec-ch-ua-mobile': '?1' }))).toBe('desktopLg');
    expect(breakpointOf(headers({ cookie: 'viewport=mobileLg', 'user-agent': UA.desktopFirefox }))).toBe('mobileLg');
  });

  it("is a phone's on a phone's first visit: the client hint first, else «Mobi» in the user agent", () => {
    expect(breakpointOf(headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': UA.androidChrome }))).toBe('mobile');
    expect(breakpointOf(headers({ 'user-agent': UA.iphoneSafari }))).toBe('mobile');
    expect(breakpointOf(headers({ 'user-agent': UA.androidFirefox }))).toBe('mobile');
    // The hint decides where a Chromium browser sends it, whatever its user agent says.
    expect(breakpointOf(headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': UA.androidChrome }))).toBe('desktop');
    expect(breakpointOf(headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': UA.desktopFirefox }))).toBe('mobile');
  });

  it('is the spec fallback, desktop, when nothing tells a phone', () => {
    expect(breakpointOf(headers({}))).toBe('desktop');
    expect(breakpointOf(headers({ 'user-agent': UA.desktopFirefox }))).toBe('desktop');
    expect(breakpointOf(headers({ 'user-agent': UA.ipadSafari }))).toBe('desktop');
    // A cookie value that is not a breakpoint is ignored, as is a malformed hint.
    expect(breakpointOf(headers({ cookie: 'viewport=huge' }))).toBe('desktop');
    expect(breakpointOf(headers({ cookie: 'viewport=toString', 'user-agent': UA.iphoneSafari }))).toBe('mobile');
    expect(breakpointOf(headers({ 'sec-ch-ua-mobile': 'yes', 'user-agent': UA.desktopFirefox }))).toBe('desktop');
  });
});
