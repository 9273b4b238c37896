import { Hono } from 'hono';
import { isGuestCacheable } from './cache/guest-pages';
import type { SiteEnv } from './context';
import { guestHitMiddleware } from './middleware';
import { executionContext } from './middleware/execution';
import { guestCacheDecision } from './middleware/guest-cache';
import { isDocumentRequest } from './middleware/request-kind';
import type { WorkerFetch } from './worker-fetch';

/** Marks the fast path's «not mine» answer, which never leaves the worker. */
const PASS_HEADER = 'x-guest-fast-pass';

/**
 * A guest's request that the cache could answer: a whole-page GET of a public page without any
 * cookie of ours (so no session, toast or form values) and not one of the edge's own requests.
 */
function mayBeCached(req: Request): boolean {
  const url = new URL(req.url);
  return isDocumentRequest(req, url.pathname) && isGuestCacheable(req, url);
}

/**
 * Cached guest pages answered in the worker's entry, before the framework: a hit then costs the
 * middleware every answer passes (security headers with this response's nonce, configuration,
 * routing rules, the device class) and one copy of the stored bytes, not Waku's request handling.
 * What is not a fresh or stale hit, and every request `mayBeCached` refuses, goes to `worker`
 * (the whole site, where the same cache decision is taken again and a miss is rendered and
 * stored). The answer of a hit is the one the full chain would give (tests/integration/edge/
 * guest-fast-path.test.ts).
 */
export function guestFastPath(worker: WorkerFetch): WorkerFetch {
  const app = new Hono<SiteEnv>();
  for (const factory of guestHitMiddleware) app.use(factory({ app: app as unknown as Hono }));
  app.all('*', async (c) => {
    const env = c.env;
    // Hono's own type of the same object workerd passes.
    const ctx = executionContext(c) as ExecutionContext | undefined;
    const decision = await guestCacheDecision(c, async (req) => worker(req, env, ctx));
    if (decision.kind === 'hit') return decision.response;
    return c.body(null, 204, { [PASS_HEADER]: '1' });
  });
  return async (req, env, ctx) => {
    if (!mayBeCached(req)) return worker(req, env, ctx);
    const answer = await app.fetch(req, env as SiteEnv['Bindings'], ctx);
    return answer.headers.has(PASS_HEADER) ? worker(req, env, ctx) : answer;
  };
}
