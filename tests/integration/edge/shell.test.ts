import { describe, expect, it, vi } from 'vitest';
import { HEALTHY } from '../../healthy-answer';
import { createSite } from './site';

describe('edge middleware inside workerd', () => {
  it('reaches the upstream through the service binding', async () => {
    const site = createSite();
    const res = await site.request('http://localhost/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(HEALTHY);
    // The OAuth client is tried with a refresh token nobody holds: no one is signed in.
    expect(site.upstreamCalls.sort()).toEqual(['GET /', 'POST /oauth/token']);
  });

  it('a wrong OAuth client secret is a 503: the auth API refuses the client (401), not the grant (400)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await createSite({ OAUTH_CLIENT_SECRET: 'not-the-client-secret-0000' }).request(
      'http://localhost/api/health',
    );
    warn.mockRestore();
    error.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ site: 'ok', upstream: 'ok', oauthClient: 'refused' });
  });

  it('an auth API that does not answer the token call is unavailable; one without an SMS gateway turns SMS registration off', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = createSite({}, (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/') return Response.json({ name: 'leasing-upstream', sms: 'none' });
      if (pathname === '/oauth/token') return new Response('upstream down', { status: 502 });
      return undefined;
    });
    const res = await site.request('http://localhost/api/health');
    error.mockRestore();
    warn.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ upstream: 'ok', smsRegistration: 'off', oauthClient: 'unavailable' });
  });

  it('answers unknown /api paths with a JSON 404 in Russian', async () => {
    const res = await createSite().request('http://localhost/api/no-such-route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Не найдено' });
  });

  it('removes a trailing slash with a 301 that keeps the query string', async () => {
    const res = await createSite().request('http://localhost/catalog/?brand=haval&page=2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/catalog?brand=haval&page=2');
  });

  it('never copies more than a bounded query into a redirect (issue 30)', async () => {
    const site = createSite();
    const long = `q=${'x'.repeat(20_000)}`;
    for (const path of ['/catalog/', '/old-promo']) {
      const res = await site.request(`http://localhost${path}?${long}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe('/catalog');
    }
    // A guest on an account page: /login without the return address it could not hold.
    const guest = await site.request(`http://localhost/account/cars?${long}`, { headers: { accept: 'text/html' } });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login');
    const kept = await site.request(`http://localhost/catalog/?${'a=1&'.repeat(400)}b=2`);
    expect(kept.headers.get('location')).toBe(`/catalog?${'a=1&'.repeat(400)}b=2`);
  });

  it('never turns a run of slashes into a protocol-relative redirect', async () => {
    const res = await createSite().request('http://localhost//evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/evil.example');
  });

  it('applies route rules from configuration, external targets as full redirects', async () => {
    const site = createSite();
    const local = await site.request('http://localhost/old-promo?x=1');
    expect(local.status).toBe(301);
    expect(local.headers.get('location')).toBe('/catalog?x=1');
    const external = await site.request('http://localhost/partner');
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toBe('https://partner.example/offer');
  });

  it('sets the security headers with a fresh CSP nonce on every response', async () => {
    const site = createSite();
    const a = await site.request('http://localhost/about');
    const b = await site.request('http://localhost/about');
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(b.headers.get('content-security-policy')).not.toBe(csp);
    expect(a.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('stops with a clear message when a required setting is missing', async () => {
    const res = await createSite({ SESSION_SECRETS: undefined }).request('http://localhost/');
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/Site configuration is invalid:[\s\S]*SESSION_SECRETS/);
  });

  it('reports an unreachable upstream as unavailable, never a crash', async () => {
    const down = { fetch: async () => Promise.reject(new Error('connection refused')) } as unknown as Fetcher;
    const res = await createSite({ UPSTREAM: down }).request('http://localhost/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ upstream: 'unavailable', status: 503 });
  });

  it('reached by URL without VISITOR_ADDRESS_KEY the site does not start, and its health says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const overrides of [{ UPSTREAM: undefined }, { UPSTREAM_VIA_URL: 'true' }]) {
      const site = createSite({ ...overrides, VISITOR_ADDRESS_KEY: undefined });
      const health = await site.request('http://localhost/api/health');
      expect(health.status).toBe(500);
      expect(await health.json()).toEqual({
        site: 'misconfigured',
        problems: [
          expect.stringMatching(
            /^VISITOR_ADDRESS_KEY: VISITOR_ADDRESS_KEY is required when the upstream is reached by URL/,
          ),
        ],
      });
      // Every other request is refused too: no visitor is ever counted as the site's one address.
      const login = await site.request('http://localhost/api/auth/login', { method: 'POST' });
      expect(login.status).toBe(500);
      expect(site.upstreamCalls).toEqual([]);
    }
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('reached by URL with the key, health says the address travels signed', async () => {
    const answer = () => Response.json({ name: 'upstream' });
    const site = createSite({ UPSTREAM: undefined }, undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
    const res = await site.request('http://localhost/api/health');
    fetchSpy.mockRestore();
    expect(await res.json()).toMatchObject({ site: 'ok', via: 'url', visitorAddress: 'signed' });
  });

  it('names the shared state unbound, degraded with a 503, where the site has no SHARED_STATE binding', async () => {
    const res = await createSite({ SHARED_STATE: undefined }).request('http://localhost/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ site: 'degraded', upstream: 'ok', sharedState: 'unbound' });
  });
});
