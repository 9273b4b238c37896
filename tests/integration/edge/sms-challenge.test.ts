import { env } from 'cloudflare:test';
import { createApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';
import { createSite, formHeaders, jsonHeaders, ORIGIN } from './site';
import { solvedChallenge } from './sms-challenge-solver';

const CHALLENGE_MESSAGE = 'Подтвердите, что вы не робот: дождитесь отметки «Я не робот» и отправьте форму ещё раз';

const sendCode = (site: ReturnType<typeof createSite>, ip: string, phone: string, altcha?: string) =>
  site.request(`${ORIGIN}/api/auth/restore/send-code`, {
    method: 'POST',
    headers: jsonHeaders(ip),
    body: JSON.stringify({ phone, altcha }),
  });

/** Issue 25: past three codes from one address in an hour, a code needs a solved ALTCHA challenge. */
describe('the SMS proof-of-work challenge', () => {
  it('three codes from an address go without one; the fourth needs a solved challenge, each solution buys one code', async () => {
    const site = createSite();
    const ip = '198.51.100.140';
    for (let i = 0; i < 3; i++) expect((await sendCode(site, ip, `+7 999 140-00-0${i}`)).status).toBe(200);
    const before = site.upstreamCalls.length;

    const missing = await sendCode(site, ip, '+7 999 140-00-03');
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      ok: false,
      message: CHALLENGE_MESSAGE,
      fieldErrors: { altcha: [CHALLENGE_MESSAGE] },
      toast: false,
    });
    // Refused at the edge: the upstream sent nothing.
    expect(site.upstreamCalls.slice(before)).toEqual([]);

    const garbage = await sendCode(site, ip, '+7 999 140-00-03', 'not-base64-$$$');
    expect(garbage.status).toBe(422);

    const payload = await solvedChallenge(site);
    // A forged solution (another counter) of a real challenge is refused.
    const decoded = JSON.parse(atob(payload)) as { solution: { counter: number } };
    const forged = btoa(
      JSON.stringify({ ...decoded, solution: { ...decoded.solution, counter: decoded.solution.counter + 1 } }),
    );
    expect((await sendCode(site, ip, '+7 999 140-00-03', forged)).status).toBe(422);

    const solved = await sendCode(site, ip, '+7 999 140-00-03', payload);
    expect(solved.status).toBe(200);
    expect(await solved.json()).toMatchObject({ ok: true, redirect: '/login?mode=restore' });
    // The same solution again: spent.
    const replay = await sendCode(site, ip, '+7 999 140-00-04', payload);
    expect(replay.status).toBe(422);

    // Another address is not asked.
    expect((await sendCode(site, '198.51.100.141', '+7 999 140-00-05')).status).toBe(200);
  });

  it('the challenge: signed by the site, small, never stored', async () => {
    const site = createSite();
    const res = await site.request(`${ORIGIN}/api/auth/registration/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { parameters: Record<string, unknown>; signature: string };
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // Signed with ALTCHA_HMAC_KEY: another key's site refuses this site's solution.
    const other = createSite({ ALTCHA_HMAC_KEY: 'another-altcha-key-0123456789abcdef0123' });
    const ip = '198.51.100.142';
    for (let i = 0; i < 3; i++) expect((await sendCode(other, ip, `+7 999 142-00-0${i}`)).status).toBe(200);
    expect((await sendCode(other, ip, '+7 999 142-00-03', await solvedChallenge(site))).status).toBe(422);
    expect((await sendCode(other, ip, '+7 999 142-00-03', await solvedChallenge(other))).status).toBe(200);
  });

  it('without JavaScript: 303 back to the form, the reason on its altcha field', async () => {
    const site = createSite();
    const ip = '198.51.100.143';
    for (let i = 0; i < 3; i++) expect((await sendCode(site, ip, `+7 999 143-00-0${i}`)).status).toBe(200);
    const res = await site.request(`${ORIGIN}/api/auth/registration/send-code`, {
      method: 'POST',
      headers: formHeaders(ip),
      body: new URLSearchParams({ phone: '+7 999 143-00-03', userType: 'individual' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/registration');
  });

  it('the resend button asks for it too', async () => {
    const site = createSite();
    const ip = '198.51.100.144';
    for (let i = 0; i < 2; i++) expect((await sendCode(site, ip, `+7 999 144-00-0${i}`)).status).toBe(200);
    const third = await sendCode(site, ip, '+7 999 144-00-02');
    const flowCookie = third.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('__Host-restore='));
    expect(flowCookie).toBeTruthy();
    // The cooldown of that phone is over; the address has had its three codes.
    await env.DB.prepare('UPDATE sms_codes SET created_at = created_at - 61').run();
    const resend = (altcha?: string) =>
      site.request(`${ORIGIN}/api/auth/restore/resend`, {
        method: 'POST',
        headers: { ...jsonHeaders(ip), cookie: flowCookie ?? '' },
        body: JSON.stringify({ altcha }),
      });
    const refused = await resend();
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.altcha).toEqual([
      CHALLENGE_MESSAGE,
    ]);
    expect((await resend(await solvedChallenge(site))).status).toBe(200);
  });
});

describe('the site-wide daily SMS budget (upstream, D1)', () => {
  it('past SMS_DAILY_BUDGET codes a day, every address is refused until the UTC day ends', async () => {
    const app = createApp();
    const budget = { ...env, SMS_DAILY_BUDGET: '2' };
    const send = (phone: string, ip: string) =>
      app.request(
        '/api/v1/restore-password/send-code',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ phone }),
        },
        budget,
      );
    // Registration codes of new phones spend the day's budget (a restore for an unknown phone
    // spends none); earlier tests of this file may have spent some already.
    for (const [i, phone] of ['+7 999 150-00-10', '+7 999 150-00-11'].entries()) {
      await app.request(
        '/api/v1/register/phone/send-code',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.16${i}` },
          body: JSON.stringify({ phone }),
        },
        budget,
      );
    }
    const today = await env.DB.prepare(
      "SELECT COALESCE(SUM(hits), 0) AS hits FROM auth_rate_limits WHERE key = 'sms:site'",
    ).first<{ hits: number }>();
    expect(today?.hits ?? 0).toBeGreaterThanOrEqual(2);
    const refused = await send('+7 999 150-00-01', '198.51.100.150');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await refused.json()).toEqual({
      message: `Сегодня отправлено слишком много SMS-кодов, попробуйте через ${Math.ceil(retryAfter / 60)} мин.`,
      retryAfter,
    });
    // With the configured budget (1000), the same request goes.
    const open = await app.request(
      '/api/v1/restore-password/send-code',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.151' },
        body: JSON.stringify({ phone: '+7 999 150-00-02' }),
      },
      env,
    );
    expect(open.status).toBe(200);
  });
});
