import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { sharedStateHealth } from '../shared-state';
import { transportFor } from '../upstream/context';
import { call } from '../upstream/transport';

const upstreamRoot = z.object({ name: z.string() });

/**
 * GET /api/health: is the site up, does it reach the upstream (through which path), and does the
 * shared state answer (decision 0007; the local servers wait for `ok`, scripts/lib/workers.mjs)?
 * Every configuration of the site binds the shared state, so anything but `ok` there is degraded:
 * `site: 'degraded'` and 503 (the SMS challenge is then asked of everyone), as is an unreachable
 * upstream — a status a monitor alerts on.
 */
export const healthRoutes = new Hono<SiteEnv>().get('/', async (c) => {
  const t = transportFor(c);
  const via = t.binding ? 'service-binding' : 'url';
  // How the upstream learns the visitor's address: the binding's X-Forwarded-For, or signed with
  // VISITOR_ADDRESS_KEY (by URL the site does not start without it: edge/config.ts).
  const visitorAddress = t.binding ? 'forwarded' : 'signed';
  const [sharedState, upstream] = await Promise.all([
    sharedStateHealth(),
    call(t, '/', upstreamRoot).then(
      () => ({ upstream: 'ok' as const }),
      (err: unknown) => ({ upstream: 'unavailable' as const, status: err instanceof UpstreamError ? err.status : 500 }),
    ),
  ]);
  const site = sharedState === 'ok' ? 'ok' : 'degraded';
  const healthy = site === 'ok' && upstream.upstream === 'ok';
  return c.json({ site, ...upstream, via, visitorAddress, sharedState }, healthy ? 200 : 503);
});
