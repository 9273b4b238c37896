import type { Hono, MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { guardRoute } from '../guards/rules';
import { errorScreenRequest } from '../internal';
import { executionContext } from './execution';
import { isDocumentRequest } from './request-kind';

/**
 * Route guards (spec section 6) for whole-page requests, before Waku renders: real redirects and
 * a real 404 for hidden routes. Client navigations (RSC requests) get the same decisions from the
 * pages themselves (edge/guards/page.ts).
 */
export const guards =
  ({ app }: { app: Hono }): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    const url = new URL(c.req.url);
    if (!isDocumentRequest(c.req.raw, url.pathname)) return next();
    const decision = guardRoute(
      url.pathname,
      c.var.session,
      c.var.config.PUBLIC_HIDE_PRIVATE_ROUTES,
      url.pathname + url.search,
    );
    if (decision.kind === 'redirect') return c.redirect(decision.to, 302);
    if (decision.kind === 'notFound') {
      const screen = await app.fetch(errorScreenRequest(url.origin, 404, c.req.raw), c.env, executionContext(c));
      return new Response(screen.body, { status: 404, headers: screen.headers });
    }
    return next();
  };
