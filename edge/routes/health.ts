import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { sharedStateHealth } from '../shared-state';
import { oauthClientCheck } from '../upstream/auth';
import { transportFor } from '../upstream/context';
import { call } from '../upstream/transport';

/** The upstream's GET /: its name, and where its SMS codes go (the reference upstream names it). */
const upstreamRoot = z.object({ name: z.string(), sms: z.optional(z.string()) });

/**
 * Whether registration and password restore by SMS can work: `off` when the back office says it
 * has no SMS gateway (a deploy without SMSRU_API_ID), `unknown` when it does not say (a company's
 * own back office) or did not answer.
 */
const smsRegistration = (sms: string | undefined) => (sms === undefined ? 'unknown' : sms === 'none' ? 'off' : 'on');

/**
 * GET /api/health: is the site up, does it reach the upstream (through which path), does the auth
 * API accept the site's OAuth client (`oauthClient`: a wrong OAUTH_CLIENT_SECRET fails every
 * sign-in), can registration by SMS work (`smsRegistration`), and does the shared state answer
 * (decision 0007; the local servers wait for `ok`, scripts/lib/workers.mjs)? Every configuration
 * of the site binds the shared state, so anything but `ok` there is degraded: `site: 'degraded'`
 * and 503 (the SMS challenge is then asked of everyone), as is an unreachable upstream or a
 * refused OAuth client — a status a monitor alerts on. SMS registration `off` is a deployment's
 * choice (decision 0017): said, not a failure.
 */
export const healthRoutes = new Hono<SiteEnv>().get('/', async (c) => {
  const t = transportFor(c);
  const via = t.binding ? 'service-binding' : 'url';
  // How the upstream learns the visitor's address: the binding's X-Forwarded-For, or signed with
  // VISITOR_ADDRESS_KEY (by URL the site does not start without it: edge/config.ts).
  const visitorAddress = t.binding ? 'forwarded' : 'signed';
  const [sharedState, upstream, oauthClient] = await Promise.all([
    sharedStateHealth(),
    call(t, '/', upstreamRoot).then(
      (root) => ({ upstream: 'ok' as const, smsRegistration: smsRegistration(root.sms) }),
      (err: unknown) => ({
        upstream: 'unavailable' as const,
        status: err instanceof UpstreamError ? err.status : 500,
        smsRegistration: 'unknown' as const,
      }),
    ),
    oauthClientCheck(t),
  ]);
  const site = sharedState === 'ok' ? 'ok' : 'degraded';
  const healthy = site === 'ok' && upstream.upstream === 'ok' && oauthClient === 'ok';
  return c.json({ site, ...upstream, oauthClient, via, visitorAddress, sharedState }, healthy ? 200 : 503);
});
