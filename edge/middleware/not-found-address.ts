import { isSitePath } from '@common/page-path';
import type { Hono, MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { errorScreenRequest, isInternalRequest } from '../internal';
import { executionContext } from './execution';
import { isDocumentRequest } from './request-kind';

/** Waku's own address of the not-found screen (the file route src/pages/(error)/404.tsx). */
const NOT_FOUND_ROUTE = '/404';

/**
 * A browser asking for /404 gets what the address names: the not-found screen with a real 404,
 * not a 200 «Страница не найдена» (docs/decisions/0011-404-address.md). Other dotless paths still
 * show the home screen (spec section 2). A path that is no valid percent-encoding (`/news/%C0%AF`)
 * names no page either, nor one read as another host or hiding a slash in an escape (`//..%2fx`,
 * `isSitePath`): the same 404, whatever renders behind (issues 30, 37; RSC paths: edge/middleware/rsc.ts).
 */
export const notFoundAddress =
  ({ app }: { app: Hono }): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    const url = new URL(c.req.url);
    const undecodable = !isSitePath(url.pathname);
    const document = isDocumentRequest(c.req.raw, url.pathname);
    if (undecodable && !document) return c.json({ message: 'Не найдено' }, 404);
    if ((url.pathname !== NOT_FOUND_ROUTE && !undecodable) || !document) return next();
    if (isInternalRequest(c.req.raw.headers)) return next();
    const screen = await app.fetch(
      errorScreenRequest(url.origin, 404, c.req.raw, undefined, c.get('upstreamDeadline')),
      c.env,
      executionContext(c),
    );
    return new Response(screen.body, { status: 404, headers: screen.headers });
  };
