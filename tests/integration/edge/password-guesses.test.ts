import { describe, expect, it, vi } from 'vitest';
import { createSite, jsonHeaders, mobileToken, ORIGIN, signInCookie } from './site';

const WINDOW_MS = 15 * 60 * 1000;
const change = (currentPassword: string) =>
  JSON.stringify({ currentPassword, password: 'Next-2027', passwordConfirmation: 'Next-2027' });

/**
 * A moment 10 s into a 15-minute window of the clock: the windows slide (each attempt counts for
 * 15 minutes from its own moment), so the wait is the whole window, not what is left of the clock's.
 */
function windowStart(): number {
  return Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + 10_000;
}

/**
 * Issue 25: a stolen session or bearer token cannot guess the current password at full speed.
 * Five wrong current passwords in 15 minutes, then 429 with Retry-After; after the window the
 * owner's right password works again (the clock is Date's fake, no real wait).
 */
describe('wrong current passwords of the password change are limited', () => {
  it('the site: the 6th wrong current password is 429 with Retry-After, the right one works after the window', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, '79000000001');
    const start = windowStart();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const attempt = (currentPassword: string) =>
      site.request(`${ORIGIN}/api/account/password`, {
        method: 'POST',
        headers: { ...jsonHeaders(), cookie },
        body: change(currentPassword),
      });
    for (let i = 1; i <= 5; i++) {
      const wrong = await attempt(`Wrong-${i}`);
      expect(wrong.status, `attempt ${i}`).toBe(422);
      expect(await wrong.json()).toMatchObject({ fieldErrors: { currentPassword: ['Неверный текущий пароль'] } });
    }
    const upstreamCallsBefore = site.upstreamCalls.length;
    const sixth = await attempt('Wrong-6');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBe(900);
    expect(await sixth.json()).toMatchObject({
      ok: false,
      toast: true,
      message: 'Слишком много неверных попыток ввода текущего пароля. Повторите через 15 минут.',
    });
    // Within the window even the right password waits: a guess must not be told it was right.
    vi.setSystemTime(start + WINDOW_MS - 5_000);
    const stillWaiting = await attempt('Demo-2026');
    expect(stillWaiting.status).toBe(429);
    expect(Number(stillWaiting.headers.get('retry-after'))).toBe(5);
    // The edge's first barrier answered: the upstream was not asked again.
    expect(site.upstreamCalls.slice(upstreamCallsBefore)).not.toContain('POST /api/v1/client/change-password');

    vi.setSystemTime(start + WINDOW_MS + 1_000);
    const owner = await attempt('Demo-2026');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ ok: true, redirect: '/account/profile' });
  });

  it('the mobile door (straight to the upstream): the 6th is 429 with Retry-After, the right one works after the window', async () => {
    const site = createSite();
    const token = await mobileToken(site, '79000000002');
    const { access_token } = (await token.json()) as { access_token: string };
    const start = windowStart();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const attempt = (currentPassword: string) =>
      site.request(`${ORIGIN}/api/mobile/v1/client/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: change(currentPassword),
      });
    for (let i = 1; i <= 5; i++) {
      const wrong = await attempt(`Wrong-${i}`);
      expect(wrong.status, `attempt ${i}`).toBe(422);
      expect(await wrong.json()).toMatchObject({ errors: { currentPassword: ['Неверный текущий пароль'] } });
    }
    const sixth = await attempt('Wrong-6');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBe(900);
    expect(await sixth.json()).toMatchObject({
      message: 'Слишком много неверных попыток ввода текущего пароля. Повторите через 15 минут.',
      retryAfter: 900,
    });
    expect((await attempt('Demo-2026')).status).toBe(429);

    vi.setSystemTime(start + WINDOW_MS);
    const owner = await attempt('Demo-2026');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ message: 'Пароль изменён' });
  });
});
