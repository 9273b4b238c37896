import { env } from 'cloudflare:test';
import { edgeMiddleware } from '@edge/middleware';
import { createApp as createUpstreamApp } from '@upstream/src/app';
import { type Context, Hono } from 'hono';

/** The origin the tests' requests come from (the site's own pages). */
export const ORIGIN = 'http://localhost';

/** A visitor address (the limits count per address), when a test names one. */
const fromAddress = (ip?: string): Record<string, string> => (ip ? { 'x-forwarded-for': ip } : {});

/** The headers of a form the site's own page posts (past the CSRF check), from `ip` if given. */
export const formHeaders = (ip?: string): Record<string, string> => ({
  'content-type': 'application/x-www-form-urlencoded',
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
  ...fromAddress(ip),
});

/** The headers of a JSON request the site's own script sends (past the CSRF check), from `ip` if given. */
export const jsonHeaders = (ip?: string): Record<string, string> => ({
  'content-type': 'application/json',
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
  'x-requested-with': 'fetch',
  ...fromAddress(ip),
});

/** The value of the cookie `name` a response sets, if it sets one. */
export function cookieValue(res: Response, name: string): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The site worker's edge layer as production runs it, minus Waku: the same middleware chain and
 * JSON surface on a Hono app, with the UPSTREAM service binding answered by the real upstream app
 * on the test's D1 database. A final handler stands in for Waku's renderer.
 */
export function createSite(
  overrides: Record<string, unknown> = {},
  /** Answers instead of the upstream for the requests it returns a response for (fault injection). */
  fault?: (request: Request) => Response | Promise<Response> | undefined,
  /** Stands in for Waku's renderer; the default answers a small HTML page. */
  render: (c: Context) => Response | Promise<Response> = (c) =>
    c.html('<!doctype html><title>page</title>rendered', 200),
) {
  const upstream = createUpstreamApp();
  const upstreamCalls: string[] = [];
  const binding = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      upstreamCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      return fault?.(request) ?? upstream.fetch(request, env);
    },
  } as unknown as Fetcher;
  const app = new Hono();
  for (const factory of edgeMiddleware) app.use(factory({ app }));
  app.all('*', render);
  const siteEnv = { ...env, UPSTREAM: binding, ...overrides };
  const request = (path: string, init?: RequestInit, ctx?: ExecutionContext) => app.request(path, init, siteEnv, ctx);
  return { app, request, upstreamCalls, env: siteEnv };
}

/** The nonce an answer's Content-Security-Policy names: every answer has its own. */
export const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

let hostCount = 0;
/** A host no other test uses (`name` says which file's): the Cache API of the test worker is shared by a whole file. */
export const freshOrigin = (name: string) => `http://${name}-${++hostCount}.localhost`;

/** Signs a demo client in through the site's own form action; the `__Host-session=…` cookie pair. */
export async function signInCookie(site: ReturnType<typeof createSite>, phone = '79000000001'): Promise<string> {
  const res = await site.request(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: formHeaders(),
    body: new URLSearchParams({ phone, password: 'Demo-2026' }),
  });
  const line = res.headers.getSetCookie().find((l) => l.startsWith('__Host-session='));
  if (res.status !== 303 || !line) throw new Error(`sign-in failed: ${res.status}`);
  return line.split(';')[0] ?? '';
}

/** Asks the mobile door for a token with a demo client's password (the upstream's OAuth, straight through). */
export const mobileToken = (site: ReturnType<typeof createSite>, username: string) =>
  site.request(`${ORIGIN}/api/mobile/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username,
      password: 'Demo-2026',
      client_id: 'web',
      client_secret: 'web-local-secret',
    }),
  });
