import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT,
  call,
  DEMO_PASSWORD,
  type Errors,
  INDIVIDUAL,
  json,
  LEGAL,
  latestCode,
  login,
  resetRateLimits,
  TOKEN_PATHS,
} from './account-helpers';

/**
 * Issue 30: every guess limit reserves the attempt before it verifies, in one atomic step, so a
 * burst of 40 at once verifies at most the limit, and the right secret inside the burst (the 35th)
 * never wins. A verified guess answers 400/422; one that was never verified answers 429.
 */
const BURST = 40;
const RIGHT_AT = 34;
const burst = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => make(i)));

beforeEach(() => resetRateLimits());

describe.each(TOKEN_PATHS)('%s: a burst of sign-in guesses', (path) => {
  const attempt = (ip: string, password: string) =>
    call(path, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': ip },
      json: { grant_type: 'password', username: INDIVIDUAL, password, ...CLIENT },
    });

  it('from one address: at most 10 verified, the right password never signs in', async () => {
    const statuses = await burst(async (i) => {
      const res = await attempt('198.51.100.30', i === RIGHT_AT ? DEMO_PASSWORD : `Wrong-${i}`);
      await res.body?.cancel();
      return res.status;
    });
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(BURST - 10);
    expect(statuses).not.toContain(200);
  });

  it('from 40 addresses at once: the phone is paced (10 failures, then one per 30 s), the right one never wins', async () => {
    const statuses = await burst(async (i) => {
      const res = await attempt(`192.0.2.${100 + i}`, i === RIGHT_AT ? DEMO_PASSWORD : `Wrong-${i}`);
      await res.body?.cancel();
      return res.status;
    });
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(11);
    expect(statuses).not.toContain(200);
  });
});

describe('a burst of wrong current passwords on one session', () => {
  it('at most 5 verified; the right one inside the burst changes nothing', async () => {
    const { access_token: token } = await login(LEGAL);
    const statuses = await burst(async (i) => {
      const res = await call('/api/v1/client/change-password', {
        method: 'POST',
        token,
        json: {
          currentPassword: i === RIGHT_AT ? DEMO_PASSWORD : `Wrong-${i}`,
          password: 'Next-2027',
          passwordConfirmation: 'Next-2027',
        },
      });
      await res.body?.cancel();
      return res.status;
    });
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses).not.toContain(200);
    await resetRateLimits();
    // The password is still the demo one.
    expect((await login(LEGAL)).access_token).toBeTruthy();
  });
});

describe('a burst of SMS code guesses', () => {
  it('at most 5 codes compared; the right code inside the burst is refused', async () => {
    const phone = '79017770030';
    const sent = await call('/api/v1/register/phone/send-code', { method: 'POST', json: { phone } });
    expect(sent.status).toBe(200);
    const right = await latestCode(phone);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await burst(async (i) => {
      const res = await call('/api/v1/register/phone/check-code', {
        method: 'POST',
        json: { phone, code: i === RIGHT_AT ? right : wrong(i) },
      });
      return { status: res.status, code: res.status === 200 ? [] : ((await json<Errors>(res)).errors?.code ?? []) };
    });
    const compared = answers.filter((a) => a.code.some((m) => m.startsWith('Неверный код')));
    expect(compared.length).toBeLessThanOrEqual(5);
    expect(answers.map((a) => a.status)).not.toContain(200);
  });
});
