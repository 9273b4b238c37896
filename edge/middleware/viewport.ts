import { FALLBACK_BREAKPOINT, isBreakpoint } from '@common/breakpoints';
import { VIEWPORT_COOKIE } from '@common/constants';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SiteEnv } from '../context';

/** Reads the viewport cookie the browser writes so the server renders for the right device. */
export const viewport = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const value = getCookie(c, VIEWPORT_COOKIE.name);
  c.set('breakpoint', isBreakpoint(value) ? value : FALLBACK_BREAKPOINT);
  await next();
};
