import { env } from 'cloudflare:test';
import { openSession, sealSession } from '@edge/session/cookie';
import { createApp as createUpstreamApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';
import { createSite, formHeaders, jsonHeaders, ORIGIN, signInCookie } from './site';

const SECRETS = [String(env.SESSION_SECRETS)];
const COMPANY = '79000000002';

const upstream = (path: string, init: RequestInit) =>
  createUpstreamApp().fetch(new Request(`http://upstream.internal${path}`, init), env);

/** A session whose access token has run out and whose refresh token the upstream no longer knows. */
async function staleSession(site: ReturnType<typeof createSite>): Promise<string> {
  const pair = await signInCookie(site, COMPANY);
  const session = await openSession(pair.slice('__Host-session='.length), SECRETS);
  if (!session) throw new Error('no session');
  // Ended elsewhere (straight at the upstream): the refresh fails.
  await upstream('/oauth/token', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: session.refreshToken }),
  });
  return `__Host-session=${await sealSession({ ...session, tokenExpiresAt: Date.now() - 1000 }, SECRETS)}`;
}

const PLAIN_FORMS: [string, Record<string, string>][] = [
  ['/api/auth/logout', {}],
  ['/api/account/sessions/revoke', { id: '1' }],
  ['/api/account/sessions/revoke-others', {}],
  [
    '/api/account/password',
    { currentPassword: 'Demo-2026', password: 'Other-2026x', passwordConfirmation: 'Other-2026x' },
  ],
];

describe('a session that cannot be renewed, met by a form post (spec sections 4 and 8)', () => {
  it.each(PLAIN_FORMS)('a plain post to %s goes home with the message, never a JSON page', async (path, fields) => {
    const site = createSite();
    const cookie = await staleSession(site);
    const res = await site.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { ...formHeaders(), accept: 'text/html', cookie },
      body: new URLSearchParams(fields),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('content-type') ?? '').not.toContain('json');
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/__Host-session=;/);
    expect(cookies).toMatch(/__Host-toast=ey/);
  });

  it('a script’s post still gets 401 with the message', async () => {
    const site = createSite();
    const cookie = await staleSession(site);
    const res = await site.request(`${ORIGIN}/api/account/sessions/revoke-others`, {
      method: 'POST',
      headers: { ...jsonHeaders(), cookie },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Сеанс истёк — войдите снова' });
  });
});

describe('a forced sign-out ends the upstream session too (best effort)', () => {
  it('a 403 from the upstream signs the session out upstream, so it leaves «Активные сеансы»', async () => {
    const healthy = createSite();
    const pair = await signInCookie(healthy, COMPANY);
    const session = await openSession(pair.slice('__Host-session='.length), SECRETS);
    if (!session) throw new Error('no session');
    const forbidding = createSite({}, (request) =>
      new URL(request.url).pathname === '/api/v1/auth/profile/tokens'
        ? Response.json({ message: 'Доступ запрещён' }, { status: 403 })
        : undefined,
    );
    const res = await forbidding.request(`${ORIGIN}/api/account/sessions/revoke-others`, {
      method: 'POST',
      headers: { ...formHeaders(), cookie: pair },
      body: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/login/);
    expect(forbidding.upstreamCalls).toContain('POST /api/v1/auth/logout');
    const profile = await upstream('/api/v1/auth/profile', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(profile.status).toBe(401);
  });

  it('a failed refresh asks the upstream to end the session as well', async () => {
    const site = createSite();
    const cookie = await staleSession(site);
    await site.request(`${ORIGIN}/account/cars`, { headers: { accept: 'text/html', cookie } });
    expect(site.upstreamCalls).toContain('POST /api/v1/auth/logout');
  });
});
