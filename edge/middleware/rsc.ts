import { isSitePath, pagePath } from '@common/page-path';
import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { setResponseHeader } from './response-headers';

/**
 * Waku's client asks for a route's payload as GET /RSC/R/{route}.txt. The site has no server
 * functions, so nothing else under /RSC/ is a real request: other paths (and a route name that is no
 * valid percent-encoding) are 404, other methods
 * 405, before the framework parses (and throws on) them.
 */
const ROUTE_PAYLOAD = /^\/RSC\/R\/[^?#]+\.txt$/;
export const RSC_CONTENT_TYPE = 'text/x-component; charset=utf-8';

export const rscDoor = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const url = new URL(c.req.url);
  const { pathname } = url;
  if (!pathname.startsWith('/RSC/')) return next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return c.json({ message: 'Метод не поддерживается' }, 405, { allow: 'GET, HEAD' });
  }
  // A route name that does not decode (`/RSC/R/%C0%AF.txt`) or names no site path (`//..%2fx`) is
  // no route, as for the document.
  if (!ROUTE_PAYLOAD.test(pathname) || !isSitePath(pathname) || !isSitePath(pagePath(url)))
    return c.json({ message: 'Не найдено' }, 404);
  await next();
  // Waku streams the payload without a type; nosniff (on every answer) needs the right one.
  if (!c.res.headers.has('content-type')) setResponseHeader(c, 'content-type', RSC_CONTENT_TYPE);
};
