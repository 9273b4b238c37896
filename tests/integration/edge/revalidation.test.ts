import { env } from 'cloudflare:test';
import { loadConfig } from '@edge/config';
import { openSession } from '@edge/session/cookie';
import { REVALIDATE_MS, revalidate } from '@edge/session/revalidation';
import type { Transport } from '@edge/upstream/transport';
import { createApp as createUpstreamApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';
import { createSite, ORIGIN, signInCookie } from './site';

const SECRETS = [String(env.SESSION_SECRETS)];

async function signIn(site: ReturnType<typeof createSite>, phone = '79000000001') {
  const cookie = await signInCookie(site, phone);
  const session = await openSession(cookie.slice('__Host-session='.length), SECRETS);
  if (!session) throw new Error('no session');
  return { cookie, session };
}

/** Ends the session behind the site's back, as another device's «завершить сеанс» would. */
async function endUpstream(accessToken: string) {
  const res = await createUpstreamApp().fetch(
    new Request('http://upstream.internal/api/v1/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    }),
    env,
  );
  expect(res.status).toBe(200);
}

describe('a session ended elsewhere is noticed within 2 seconds', () => {
  it('on a request that calls no upstream at all (/api/session), the visitor is a guest, told why', async () => {
    const site = createSite();
    const { cookie, session } = await signIn(site);
    await endUpstream(session.accessToken);
    const res = await site.request(`${ORIGIN}/api/session`, { headers: { cookie } });
    expect(await res.json()).toEqual({ authenticated: false });
    expect(res.headers.getSetCookie().join()).toMatch(/__Host-session=;.*Max-Age=0/);
    expect(site.upstreamCalls).toContain('GET /api/v1/auth/token-info');
  });

  it('asks the upstream at most once per 2-second slot per session', async () => {
    const site = createSite();
    const { session } = await signIn(site, '79000000002');
    const t: Transport = {
      config: loadConfig(site.env),
      binding: site.env.UPSTREAM as Fetcher,
      accessToken: session.accessToken,
    };
    const slot = Math.ceil(Date.now() / REVALIDATE_MS) * REVALIDATE_MS + REVALIDATE_MS;
    const asked = () => site.upstreamCalls.filter((call) => call === 'GET /api/v1/auth/token-info').length;
    const before = asked();
    expect(REVALIDATE_MS).toBeLessThanOrEqual(2_000);
    expect(await revalidate(t, session.refreshToken, slot + 100)).toBeNull();
    expect(await revalidate(t, session.refreshToken, slot + 1_000)).toBeNull();
    expect(await revalidate(t, session.refreshToken, slot + 1_900)).toBeNull();
    expect(asked()).toBe(before + 1);
    await endUpstream(session.accessToken);
    // Within the same slot the answer stands; the next slot's check finds the session over.
    expect(await revalidate(t, session.refreshToken, slot + 1_950)).toBeNull();
    expect(await revalidate(t, session.refreshToken, slot + 2_100)).toMatch(/[а-я]/i);
    expect(asked()).toBe(before + 2);
  });
});
