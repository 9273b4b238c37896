import { env } from 'cloudflare:test';
import { openSession, sealSession } from '@edge/session/cookie';
import { createApp as createUpstreamApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';
import { cookieValue, createSite, formHeaders, jsonHeaders, ORIGIN } from './site';

const SECRETS = [String(env.SESSION_SECRETS)];

async function signIn(site: ReturnType<typeof createSite>, phone = '79000000002') {
  const res = await site.request(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: formHeaders(),
    body: new URLSearchParams({ phone, password: 'Demo-2026' }),
  });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/account');
  const cookie = cookieValue(res, '__Host-session');
  expect(cookie).toBeTruthy();
  return cookie ?? '';
}

describe('sign-in through the edge', () => {
  it('signs in with a plain form, stores tokens and profile, and reports the session', async () => {
    const site = createSite();
    const cookie = await signIn(site, '+7 (900) 000-00-02');
    const session = await openSession(cookie, SECRETS);
    expect(session?.profile).toMatchObject({ companyName: 'ООО «ТрансЛогистик»', isLegalEntity: true });
    expect(session?.tokenExpiresAt).toBeGreaterThan(Date.now() + 3_000_000);
    const state = await site.request(`${ORIGIN}/api/session`, { headers: { cookie: `__Host-session=${cookie}` } });
    const body = (await state.json()) as { authenticated: boolean; profile: Record<string, unknown> };
    expect(body.authenticated).toBe(true);
    expect(body.profile.isLegalEntity).toBe(true);
    expect(JSON.stringify(body)).not.toContain(session?.accessToken);
    expect(state.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the island in JSON with Russian field errors', async () => {
    const site = createSite();
    const res = await site.request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ phone: '', password: '' }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.phone).toEqual(['Заполните поле «Телефон»']);
    expect(body.fieldErrors.password).toEqual(['Заполните поле «Пароль»']);
    const wrong = await site.request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ phone: '79000000001', password: 'nope-nope' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ ok: false, message: 'Неверный логин или пароль' });
  });

  it('refuses cross-site posts and JSON without the custom header', async () => {
    const site = createSite();
    const crossSite = await site.request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { ...formHeaders(), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ phone: '79000000001', password: 'Demo-2026' }),
    });
    expect(crossSite.status).toBe(403);
    const { 'x-requested-with': _, ...withoutHeader } = jsonHeaders();
    const bare = await site.request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: withoutHeader,
      body: JSON.stringify({ phone: '79000000001', password: 'Demo-2026' }),
    });
    expect(bare.status).toBe(403);
  });

  it('concurrent requests of an expired session each refresh, get the same successor, and nobody is logged out', async () => {
    const site = createSite();
    const cookie = await signIn(site);
    const session = await openSession(cookie, SECRETS);
    if (!session) throw new Error('no session');
    const expired = await sealSession({ ...session, tokenExpiresAt: Date.now() - 1000 }, SECRETS);
    site.upstreamCalls.length = 0;
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        site.request(`${ORIGIN}/api/session`, { headers: { cookie: `__Host-session=${expired}` } }),
      ),
    );
    const tokens = new Set<string>();
    for (const res of responses) {
      expect(((await res.json()) as { authenticated: boolean }).authenticated).toBe(true);
      const next = await openSession(cookieValue(res, '__Host-session'), SECRETS);
      expect(next?.tokenExpiresAt).toBeGreaterThan(Date.now());
      tokens.add(next?.accessToken ?? '');
    }
    // No request awaits another's refresh (issue 37): the back office's grace window answers each
    // redemption of the spent refresh token with the same successor tokens.
    expect(tokens.size).toBe(1);
    expect(site.upstreamCalls.filter((c) => c === 'POST /oauth/token')).toHaveLength(5);
  });

  it('treats a tampered cookie as a guest and removes it', async () => {
    const site = createSite();
    const cookie = await signIn(site);
    const tampered = `${cookie.slice(0, -4)}AAAA`;
    const res = await site.request(`${ORIGIN}/api/session`, { headers: { cookie: `__Host-session=${tampered}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false });
    expect(res.headers.getSetCookie().join()).toMatch(/__Host-session=;.*Max-Age=0/);
  });

  it('logs out: POST auth/logout and DELETE oauth/token upstream, clears the cookie, goes home', async () => {
    const site = createSite();
    const cookie = await signIn(site);
    const res = await site.request(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { ...formHeaders(), cookie: `__Host-session=${cookie}` },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().join()).toMatch(/__Host-session=;/);
    expect(site.upstreamCalls).toContain('POST /api/v1/auth/logout');
    expect(site.upstreamCalls).toContain('DELETE /oauth/token');
  });

  it('after logout a kept copy of the cookie is worthless at once (a guest, told why)', async () => {
    const site = createSite();
    const cookie = await signIn(site);
    const before = await site.request(`${ORIGIN}/api/session`, { headers: { cookie: `__Host-session=${cookie}` } });
    expect(await before.json()).toMatchObject({ authenticated: true });
    await site.request(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { ...formHeaders(), cookie: `__Host-session=${cookie}` },
    });
    const after = await site.request(`${ORIGIN}/api/session`, { headers: { cookie: `__Host-session=${cookie}` } });
    expect(await after.json()).toEqual({ authenticated: false });
    expect(after.headers.getSetCookie().join()).toMatch(/__Host-session=;.*Max-Age=0/);
  });

  it('guards pages: guests to /login, signed-in clients away from /login, bills for legal entities', async () => {
    const site = createSite();
    const html = { accept: 'text/html' };
    const guest = await site.request(`${ORIGIN}/account/profile`, { headers: html });
    expect(guest.status).toBe(302);
    // The page is remembered: signing in returns there.
    expect(guest.headers.get('location')).toBe('/login?next=%2Faccount%2Fprofile');
    const person = await signIn(site, '79000000001');
    const bills = await site.request(`${ORIGIN}/account/bills`, {
      headers: { ...html, cookie: `__Host-session=${person}` },
    });
    expect(bills.headers.get('location')).toBe('/account');
    const login = await site.request(`${ORIGIN}/login`, { headers: { ...html, cookie: `__Host-session=${person}` } });
    expect(login.headers.get('location')).toBe('/account');
  });

  it('on a failed refresh clears the session and sends the visitor home with the message as a toast', async () => {
    const site = createSite();
    const cookie = await signIn(site);
    const session = await openSession(cookie, SECRETS);
    if (!session) throw new Error('no session');
    // Signed out elsewhere (straight at the upstream, so the site does not know): the refresh token is dead.
    await createUpstreamApp().fetch(
      new Request('http://upstream.internal/oauth/token', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refreshToken }),
      }),
      env,
    );
    const expired = await sealSession({ ...session, tokenExpiresAt: Date.now() - 1000 }, SECRETS);
    const res = await site.request(`${ORIGIN}/account/cars`, {
      headers: { accept: 'text/html', cookie: `__Host-session=${expired}` },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/__Host-session=;/);
    expect(cookies).toMatch(/__Host-toast=ey/);
  });

  it('hides login, registration, the account and their actions when private routes are hidden', async () => {
    const site = createSite({ PUBLIC_HIDE_PRIVATE_ROUTES: 'true' });
    for (const path of ['/login', '/registration', '/account', '/account/bills']) {
      const res = await site.request(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
    }
    const action = await site.request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: formHeaders(),
      body: new URLSearchParams({ phone: '79000000001', password: 'Demo-2026' }),
    });
    expect(action.status).toBe(404);
    const about = await site.request(`${ORIGIN}/about`, { headers: { accept: 'text/html' } });
    expect(about.status).toBe(200);
  });
});
