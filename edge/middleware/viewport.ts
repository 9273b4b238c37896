import { type Breakpoint, FALLBACK_BREAKPOINT, isBreakpoint } from '@common/breakpoints';
import { VIEWPORT_COOKIE } from '@common/constants';
import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import type { SiteEnv } from '../context';

/** The device class of a phone on its first visit, before its browser has written the cookie. */
const PHONE_BREAKPOINT: Breakpoint = 'mobile';

/**
 * Whether the request says it comes from a phone: the `Sec-CH-UA-Mobile` client hint, which
 * Chromium browsers send with every request, decides where present (`?1`: a phone, `?0`: not);
 * other browsers (Safari, Firefox) are told by «Mobi» in the user agent, the marker every
 * phone browser's user agent carries and no desktop one does.
 */
function saysPhone(headers: Headers): boolean {
  const hint = headers.get('sec-ch-ua-mobile')?.trim();
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi/.test(headers.get('user-agent') ?? '');
}

/**
 * The device class the server renders a request for: the viewport cookie the browser writes from
 * its media queries (spec section 9), else a phone's on a phone's first visit — so a phone does
 * not get the desktop page (an unfolded filter panel above the cars, and its inputs hydrated with
 * the page) before it has written the cookie — else the spec's fallback.
 */
export function breakpointOf(headers: Headers): Breakpoint {
  const cookieHeader = headers.get('cookie');
  const value = cookieHeader ? parse(cookieHeader, VIEWPORT_COOKIE.name)[VIEWPORT_COOKIE.name] : undefined;
  if (isBreakpoint(value)) return value;
  return saysPhone(headers) ? PHONE_BREAKPOINT : FALLBACK_BREAKPOINT;
}

/** Sets the device class the page is rendered (and cached) for. */
export const viewport = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  c.set('breakpoint', breakpointOf(c.req.raw.headers));
  await next();
};
