import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import { createSite, jsonHeaders, ORIGIN } from './site';
import { solvedChallenge } from './sms-challenge-solver';

const MESSAGE =
  'Подтвердите, что вы не робот: решите задачу из поля challenge и отправьте запрос ещё раз с решением в поле altcha';

/** A native app's request: no cookie, no Origin, JSON, from `ip` (the door's visitor address). */
const send = (
  site: ReturnType<typeof createSite>,
  path: string,
  ip: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  site.request(`${ORIGIN}/api/mobile/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  });

const solve = async (challenge: Challenge) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return btoa(JSON.stringify({ challenge, solution }));
};

const sentCodes = (site: ReturnType<typeof createSite>, path: string) =>
  site.upstreamCalls.filter((call) => call === `POST /api/mobile/v1${path}`).length;

/** Issue 37: one anti-automation rule for every door. */
describe('the mobile door asks the same proof of work as the site', () => {
  it('8 registration codes at once from one address: at most the threshold (3) go without a solution', async () => {
    const site = createSite();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(site, '/register/phone/send-code', '198.51.100.201', { phone: `+7 999 201-00-0${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(sentCodes(site, '/register/phone/send-code')).toBe(3);
    const refused = answers.find((res) => res.status === 422);
    const body = (await refused?.json()) as { message: string; errors: unknown; challenge: Challenge };
    expect(body.message).toBe(MESSAGE);
    expect(body.errors).toEqual({ altcha: [MESSAGE] });
    expect(body.challenge).toMatchObject({ parameters: { algorithm: 'SHA-256' }, signature: expect.any(String) });
    expect(refused?.headers.get('cache-control')).toBe('no-store');

    // The challenge of the answer, solved, buys one code: in the body's `altcha` field or the X-Altcha header.
    const inBody = await send(site, '/register/phone/send-code', '198.51.100.201', {
      phone: '+7 999 201-00-10',
      altcha: await solve(body.challenge),
    });
    expect(inBody.status).toBe(200);
    const payload = await solve(body.challenge);
    expect(
      (
        await send(
          site,
          '/register/phone/send-code',
          '198.51.100.201',
          { phone: '+7 999 201-00-11' },
          { 'x-altcha': payload },
        )
      ).status,
    ).toBe(422);
    const fresh = (await (
      await send(site, '/register/phone/send-code', '198.51.100.201', { phone: '+7 999 201-00-11' })
    ).json()) as { challenge: Challenge };
    const header = await solve(fresh.challenge);
    const inHeader = await send(
      site,
      '/register/phone/send-code',
      '198.51.100.201',
      { phone: '+7 999 201-00-11' },
      { 'x-altcha': header },
    );
    expect(inHeader.status).toBe(200);
    // Spent: the same solution again is refused.
    expect(
      (
        await send(
          site,
          '/register/phone/send-code',
          '198.51.100.201',
          { phone: '+7 999 201-00-12' },
          { 'x-altcha': header },
        )
      ).status,
    ).toBe(422);
    expect(sentCodes(site, '/register/phone/send-code')).toBe(5);
  });

  it('the door and the site share one count per address, restore codes included', async () => {
    const site = createSite();
    const ip = '198.51.100.202';
    const viaSite = await site.request(`${ORIGIN}/api/auth/restore/send-code`, {
      method: 'POST',
      headers: jsonHeaders(ip),
      body: JSON.stringify({ phone: '+7 999 202-00-01' }),
    });
    expect(viaSite.status).toBe(200);
    for (const phone of ['+7 999 202-00-02', '+7 999 202-00-03']) {
      expect((await send(site, '/restore-password/send-code', ip, { phone })).status).toBe(200);
    }
    expect((await send(site, '/restore-password/send-code', ip, { phone: '+7 999 202-00-04' })).status).toBe(422);
    // A solution of the site's own challenge works at the door too (one rule, one key).
    const solved = await solvedChallenge(site);
    expect(
      (await send(site, '/restore-password/send-code', ip, { phone: '+7 999 202-00-04', altcha: solved })).status,
    ).toBe(200);
  });

  it('a code the upstream does not send gives its free code back', async () => {
    const site = createSite();
    const ip = '198.51.100.203';
    // A taken phone: the upstream refuses (422), no SMS, so the address keeps its three free codes.
    for (let i = 0; i < 3; i++) {
      expect((await send(site, '/register/phone/send-code', ip, { phone: '+7 900 000-00-01' })).status).toBe(422);
    }
    for (let i = 0; i < 3; i++) {
      expect((await send(site, '/register/phone/send-code', ip, { phone: `+7 999 203-00-0${i}` })).status).toBe(200);
    }
    expect((await send(site, '/register/phone/send-code', ip, { phone: '+7 999 203-00-09' })).status).toBe(422);
  });

  it('an IPv6 visitor counts by its /64: 6 addresses of one /64 get the threshold', async () => {
    const site = createSite();
    const answers = [];
    for (let i = 1; i <= 6; i++) {
      const res = await send(site, '/register/phone/send-code', `2001:db8:204:1::${i.toString(16)}`, {
        phone: `+7 999 204-00-0${i}`,
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([200, 200, 200, 422, 422, 422]);
    // Another /64 is another visitor.
    expect(
      (await send(site, '/register/phone/send-code', '2001:db8:204:2::1', { phone: '+7 999 204-00-09' })).status,
    ).toBe(200);
  });
});
