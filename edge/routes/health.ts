import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { transportFor } from '../upstream/context';
import { call } from '../upstream/transport';

const upstreamRoot = z.object({ name: z.string() });

/** GET /api/health: is the site up, and does it reach the upstream (through which path)? */
export const healthRoutes = new Hono<SiteEnv>().get('/', async (c) => {
  const t = transportFor(c);
  try {
    await call(t, '/', upstreamRoot);
    return c.json({ site: 'ok', upstream: 'ok', via: t.binding ? 'service-binding' : 'url' });
  } catch (err) {
    const status = err instanceof UpstreamError ? err.status : 500;
    return c.json({ site: 'ok', upstream: 'unavailable', status, via: t.binding ? 'service-binding' : 'url' }, 503);
  }
});
