import { describe, expect, it } from 'vitest';
import { createSite, jsonHeaders, ORIGIN } from './site';

/** An upstream that answers every call with the given status and body. */
const failingUpstream = (status: number, body: unknown) =>
  ({
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  }) as unknown as Fetcher;

/** The sign-in form's script posting a demo client's phone and password. */
const signInByScript = (site: ReturnType<typeof createSite>, phone: string) =>
  site.request(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ phone, password: 'Demo-2026' }),
  });

describe('upstream failures reach the form as spec section 8 says', () => {
  it('a 500 from the auth API is an error toast with the upstream message, not a field error', async () => {
    const site = createSite({ UPSTREAM: failingUpstream(500, { message: 'Сервис авторизации недоступен' }) });
    const res = await signInByScript(site, '+7 900 000-00-01');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      ok: false,
      message: 'Сервис авторизации недоступен',
      fieldErrors: {},
      toast: true,
    });
  });

  it('a 500 without a message falls back to «Произошла ошибка»', async () => {
    const site = createSite({ UPSTREAM: failingUpstream(500, { error: 'boom' }) });
    const res = await signInByScript(site, '79000000001');
    expect(await res.json()).toMatchObject({ ok: false, message: 'Произошла ошибка', toast: true });
  });

  it('without JavaScript the toast comes back through a flash cookie on the redirect', async () => {
    const site = createSite({ UPSTREAM: failingUpstream(500, { message: 'Сервис авторизации недоступен' }) });
    const res = await site.request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ phone: '79000000001', password: 'Demo-2026' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(res.headers.getSetCookie().some((line) => line.startsWith('__Host-toast='))).toBe(true);
  });
});
