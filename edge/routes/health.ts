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
 * Its status is the upstream's: without the shared state each isolate decides alone.
 */
export const healthRoutes = new Hono<SiteEnv>().get('/', async (c) => {
  const t = transportFor(c);
  const via = t.binding ? 'service-binding' : 'url';
  // How the upstream learns the visitor's address: the binding's X-Forwarded-For, or signed with
  // VISITOR_ADDRESS_KEY (by URL the site does not start without it: edge/config.ts).
  const visitorAddress = t.binding ? 'forwarded' : 'signed';
  const sharedState = await sharedStateHealth();
  try {
    await call(t, '/', upstreamRoot);
    return c.json({ site: 'ok', upstream: 'ok', via, visitorAddress, sharedState });
  } catch (err) {
    const status = err instanceof UpstreamError ? err.status : 500;
    return c.json({ site: 'ok', upstream: 'unavailable', status, via, visitorAddress, sharedState }, 503);
  }
});
