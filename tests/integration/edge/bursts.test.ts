import { env } from 'cloudflare:test';
import { keyOf } from '@edge/session/revocations';
import type { SharedState } from '@state/shared-state';
import { describe, expect, it } from 'vitest';
import { createSite, formHeaders, jsonHeaders, mobileToken, ORIGIN, signInCookie } from './site';
import { solvedChallenge } from './sms-challenge-solver';

/**
 * Issue 30: limits that hold when requests arrive at the same moment. Each guess limit gets a
 * burst of 40 at once with the right secret 35th: at most N are verified (a verified guess answers
 * 400/422, one never verified 429) and the right secret never wins. The SMS challenge threshold and
 * spent solutions live in the shared state (a Durable Object), not an isolate's memory.
 */
const BURST = 40;
const RIGHT_AT = 34;
const burst = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => make(i)));
const statusOf = async (answer: Response | Promise<Response>) => {
  const res = await answer;
  await res.body?.cancel();
  return res.status;
};
const verified = (statuses: number[]) => statuses.filter((s) => s !== 429).length;
/** A loaded machine must not turn a burst into timeouts: the limits are under test, not the deadline. */
const patient = { UPSTREAM_TIMEOUT_MS: '30000' };
const change = (currentPassword: string) =>
  JSON.stringify({ currentPassword, password: 'Next-2027', passwordConfirmation: 'Next-2027' });

describe('guess limits under a burst of 40', () => {
  it('the site’s sign-in: at most 10 verified from one address, the right password never signs in', async () => {
    const site = createSite(patient);
    const statuses = await burst((i) =>
      statusOf(
        site.request(`${ORIGIN}/api/auth/login`, {
          method: 'POST',
          headers: jsonHeaders('198.51.100.230'),
          body: JSON.stringify({ phone: '79000000001', password: i === RIGHT_AT ? 'Demo-2026' : `Wrong-${i}` }),
        }),
      ),
    );
    expect(verified(statuses)).toBeLessThanOrEqual(10);
    expect(statuses).not.toContain(200);
  });

  it('the mobile door’s sign-in: at most 10 verified, the right password gets no token', async () => {
    const site = createSite(patient);
    const statuses = await burst((i) =>
      statusOf(
        site.request(`${ORIGIN}/api/mobile/v1/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.231' },
          body: JSON.stringify({
            grant_type: 'password',
            username: '79000000002',
            password: i === RIGHT_AT ? 'Demo-2026' : `Wrong-${i}`,
            client_id: 'web',
            client_secret: 'web-local-secret',
          }),
        }),
      ),
    );
    expect(verified(statuses)).toBeLessThanOrEqual(10);
    expect(statuses).not.toContain(200);
    await env.DB.prepare('DELETE FROM auth_rate_limits').run();
  });

  it('the site’s password change: at most 5 verified on one session, the right one changes nothing', async () => {
    const site = createSite(patient);
    const cookie = await signInCookie(site, '79000000001');
    const statuses = await burst((i) =>
      statusOf(
        site.request(`${ORIGIN}/api/account/password`, {
          method: 'POST',
          headers: { ...jsonHeaders(), cookie },
          body: change(i === RIGHT_AT ? 'Demo-2026' : `Wrong-${i}`),
        }),
      ),
    );
    expect(verified(statuses)).toBeLessThanOrEqual(5);
    expect(statuses).not.toContain(200);
    await env.DB.prepare('DELETE FROM auth_rate_limits').run();
  });

  it('the mobile door’s password change: at most 5 verified, the right one changes nothing', async () => {
    const site = createSite(patient);
    const { access_token } = (await (await mobileToken(site, '79000000002')).json()) as { access_token: string };
    const statuses = await burst((i) =>
      statusOf(
        site.request(`${ORIGIN}/api/mobile/v1/client/change-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
          body: change(i === RIGHT_AT ? 'Demo-2026' : `Wrong-${i}`),
        }),
      ),
    );
    expect(verified(statuses)).toBeLessThanOrEqual(5);
    expect(statuses).not.toContain(200);
    await env.DB.prepare('DELETE FROM auth_rate_limits').run();
  });
});

describe('the SMS challenge threshold and spent solutions are shared', () => {
  const sendCode = (site: ReturnType<typeof createSite>, ip: string, phone: string, altcha?: string) =>
    site.request(`${ORIGIN}/api/auth/restore/send-code`, {
      method: 'POST',
      headers: jsonHeaders(ip),
      body: JSON.stringify({ phone, altcha }),
    });

  it('6 codes for 6 new phones from one address at once: 3 go, the rest need a challenge', async () => {
    const site = createSite(patient);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => statusOf(sendCode(site, '198.51.100.232', `+7 999 232-00-0${i}`))),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
  });

  it('one solution sent 5 times at once buys one code', async () => {
    const site = createSite(patient);
    const ip = '198.51.100.233';
    for (let i = 0; i < 3; i++) expect(await statusOf(sendCode(site, ip, `+7 999 233-00-0${i}`))).toBe(200);
    const payload = await solvedChallenge(site);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => statusOf(sendCode(site, ip, `+7 999 233-10-0${i}`, payload))),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });

  it('the count lives in the Durable Object bound as SHARED_STATE, not in an isolate', async () => {
    expect(env.SHARED_STATE).toBeDefined();
    const site = createSite(patient);
    expect(await statusOf(sendCode(site, '198.51.100.234', '+7 999 234-00-00'))).toBe(200);
    const namespace = env.SHARED_STATE as unknown as DurableObjectNamespace<SharedState>;
    const stub = namespace.get(namespace.idFromName('sms-challenge:198.51.100.234'));
    expect(await stub.count(3, 3_600_000, false)).toMatchObject({ count: 1 });
  });
});

describe('revocations are shared', () => {
  it('a logout is written to the shared state, where every location reads it', async () => {
    const site = createSite(patient);
    const cookie = await signInCookie(site, '79000000002');
    const { openSession } = await import('@edge/session/cookie');
    const session = await openSession(cookie.slice('__Host-session='.length), [String(env.SESSION_SECRETS)]);
    if (!session) throw new Error('no session');
    await site.request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { ...formHeaders(), cookie } });
    const namespace = env.SHARED_STATE as unknown as DurableObjectNamespace<SharedState>;
    const stub = namespace.get(namespace.idFromName(`revoked:${await keyOf(session.refreshToken)}`));
    expect(await stub.get()).toMatch(/[а-я]/i);
  });
});
