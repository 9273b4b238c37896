import { type Breakpoint, FALLBACK_BREAKPOINT, isBreakpoint } from '@common/breakpoints';
import { VIEWPORT_COOKIE } from '@common/constants';
import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import type { SiteEnv } from '../context';

/** The device class a request's `Cookie` header names (the viewport cookie), else the fallback. */
export function breakpointOf(cookieHeader: string | null | undefined): Breakpoint {
  const value = cookieHeader ? parse(cookieHeader, VIEWPORT_COOKIE.name)[VIEWPORT_COOKIE.name] : undefined;
  return isBreakpoint(value) ? value : FALLBACK_BREAKPOINT;
}

/** Reads the viewport cookie the browser writes so the server renders for the right device. */
export const viewport = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  c.set('breakpoint', breakpointOf(c.req.header('cookie')));
  await next();
};
