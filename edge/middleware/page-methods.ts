import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';

const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * Pages, RSC payloads, media, robots.txt and the sitemap are read, never written: any other
 * method is a 405 naming GET and HEAD, before anything renders. Every form posts to /api/...,
 * whose routes answer a wrong method with their own methods (edge/routes/allowed-methods.ts).
 */
export const pageMethods = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  if (PAGE_METHODS.includes(c.req.method)) return next();
  const { pathname } = new URL(c.req.url);
  if (pathname === '/api' || pathname.startsWith('/api/')) return next();
  return c.json({ message: 'Метод не поддерживается' }, 405, { allow: PAGE_METHODS.join(', ') });
};
