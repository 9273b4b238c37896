import { env } from 'cloudflare:test';
import { openSession, sealSession } from '@edge/session/cookie';
import { describe, expect, it } from 'vitest';
import { createSite, formHeaders, jsonHeaders, ORIGIN, signInCookie } from './site';

const SECRETS = [String(env.SESSION_SECRETS)];

type Fault = 'status-503' | 'hang' | 'status-400' | null;

/**
 * Decision 0015 (spec section 4 read with issue 30): only a refused refresh ends a session. A
 * refresh answered 503, hanging or unreachable keeps the cookie, the request shows the outage, and
 * the same cookie works once the upstream is back.
 */
function siteWithRefreshFault() {
  const state: { fault: Fault } = { fault: null };
  const site = createSite({ UPSTREAM_TIMEOUT_MS: '300' }, (request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/oauth/token' || !state.fault) return undefined;
    // A hang: no answer until the site's own bound gives up (its abort signal).
    if (state.fault === 'hang') {
      const { signal } = request;
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      ) as unknown as Response;
    }
    const status = Number(state.fault.slice('status-'.length));
    return Response.json({ error: 'invalid_grant', message: `Отказ ${status}` }, { status });
  });
  return { site, state };
}

/** Signed in through a site with the usual bound (a short one is for the faults only). */
async function expiredCookie(): Promise<string> {
  const pair = await signInCookie(createSite(), '79000000002');
  const session = await openSession(pair.slice('__Host-session='.length), SECRETS);
  if (!session) throw new Error('no session');
  return `__Host-session=${await sealSession({ ...session, tokenExpiresAt: Date.now() - 1000 }, SECRETS)}`;
}

const clearsSession = (res: Response) => /__Host-session=;/.test(res.headers.getSetCookie().join('\n'));

describe('a refresh that fails by an outage keeps the session', () => {
  for (const fault of ['status-503', 'hang'] as const) {
    it(`${fault}: every request kind shows the outage, the cookie stays, and it works once the upstream is back`, async () => {
      const { site, state } = siteWithRefreshFault();
      const cookie = await expiredCookie();
      state.fault = fault;

      const page = await site.request(`${ORIGIN}/account/cars`, { headers: { accept: 'text/html', cookie } });
      expect(page.status).toBe(503);
      expect(clearsSession(page)).toBe(false);

      const json = await site.request(`${ORIGIN}/api/session`, { headers: { cookie } });
      expect(json.status).toBe(503);
      expect(((await json.json()) as { message: string }).message).toMatch(/[а-я]/i);
      expect(clearsSession(json)).toBe(false);

      const form = await site.request(`${ORIGIN}/api/account/sessions/revoke-others`, {
        method: 'POST',
        headers: { ...formHeaders(), cookie, referer: `${ORIGIN}/account/profile` },
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/account/profile');
      expect(clearsSession(form)).toBe(false);

      const island = await site.request(`${ORIGIN}/api/account/sessions/revoke-others`, {
        method: 'POST',
        headers: { ...jsonHeaders(), cookie },
        body: '{}',
      });
      expect(island.status).toBe(503);
      expect(await island.json()).toMatchObject({ ok: false, toast: true });
      expect(clearsSession(island)).toBe(false);

      // The upstream is back: the very same cookie refreshes and the client is signed in.
      state.fault = null;
      const back = await createSite().request(`${ORIGIN}/api/session`, { headers: { cookie } });
      expect(await back.json()).toMatchObject({ authenticated: true });
      expect(back.headers.getSetCookie().join('\n')).toMatch(/__Host-session=ey/);
    });
  }

  it('a refused refresh (400 invalid_grant) still ends the session', async () => {
    const { site, state } = siteWithRefreshFault();
    const cookie = await expiredCookie();
    state.fault = 'status-400';
    const res = await site.request(`${ORIGIN}/api/session`, { headers: { cookie } });
    expect(await res.json()).toEqual({ authenticated: false });
    expect(clearsSession(res)).toBe(true);
  });
});
