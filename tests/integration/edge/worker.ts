// The test runner's main module. Most tests build their own apps with tests/integration/edge/site.ts
// and call them in the test's own request; tests of what separate requests do (issue 37: a browser's
// parallel requests of one session) reach this worker's fetch through SELF, one workerd request each.
import { edgeMiddleware } from '@edge/middleware';
import { createApp as createUpstreamApp } from '@upstream/src/app';
import { Hono } from 'hono';

/** The site's shared state, as the site's sidecar worker exports it (state/src/index.ts, decision 0007). */
export { SharedState } from '@state/shared-state';
export { SignOutQueue } from '@state/sign-out-queue';

/** The host the site's edge answers on; the upstream answers on its configured address. */
export const SITE_HOST = 'site.internal';
const UPSTREAM_HOST = 'upstream.internal';

const upstream = createUpstreamApp();
const site = new Hono();
for (const factory of edgeMiddleware) site.use(factory({ app: site }));
site.all('*', (c) => c.html('<!doctype html><title>page</title>rendered', 200));

export default {
  fetch(request: Request, env: Cloudflare.Env, ctx: ExecutionContext): Response | Promise<Response> {
    const { hostname } = new URL(request.url);
    if (hostname === UPSTREAM_HOST) return upstream.fetch(request, env, ctx);
    // The site reaches the upstream through a service binding to this very worker, as deployed:
    // every upstream call is a request of its own, with its own I/O.
    if (hostname === SITE_HOST) return site.fetch(request, { ...env, UPSTREAM: env.SELF_SERVICE }, ctx);
    return new Response('edge test worker');
  },
};
