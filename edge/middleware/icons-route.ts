import type { Hono, MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { internalRequest } from '../internal';

const PUBLIC = '/_icons';
const INTERNAL = '/icon-sprite';

/**
 * Serves /_icons (spec section 2) from the icon-sprite page: Waku's file router reserves names
 * beginning with `_`, so the page lives at an internal path and this rewrite reaches it, for the
 * document and for the router's RSC request alike.
 */
export const iconsRoute =
  ({ app }: { app: Hono }): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    const url = new URL(c.req.url);
    let target: string | undefined;
    if (url.pathname === PUBLIC) target = INTERNAL;
    // Waku encodes a route path beginning with `_` with a doubled underscore.
    else if (url.pathname === `/RSC/R/_${PUBLIC.slice(1)}.txt`) target = `/RSC/R${INTERNAL}.txt`;
    if (!target) return next();
    const rewritten = new URL(target + url.search, url.origin);
    return app.fetch(internalRequest(rewritten, c.req.raw), c.env, c.executionCtx);
  };
