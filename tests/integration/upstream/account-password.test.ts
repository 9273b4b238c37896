import { env } from 'cloudflare:test';
import { createApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';
import {
  call,
  DEMO_PASSWORD,
  type Errors,
  INDIVIDUAL,
  type Json,
  json,
  LEGAL,
  latestCode,
  login,
  PREFIXES,
  resetRateLimits,
} from './account-helpers';

/** Each test uses its own phone: storage is shared by the tests of a file. */
let phoneSeq = 0;
const _newPhone = () => `7901${String(5550000 + ++phoneSeq).padStart(7, '0')}`;

describe.each(PREFIXES)('%s/restore-password', (prefix) => {
  it('restores the password by SMS and signs out every session', async () => {
    const session = await login(INDIVIDUAL);
    const sent = await call(`${prefix}/restore-password/send-code`, { method: 'POST', json: { phone: INDIVIDUAL } });
    expect(sent.status).toBe(200);
    const outbox = await json<{ items: Json[] }>(await call(`${prefix}/dev/sms-outbox?phone=${INDIVIDUAL}`));
    expect(outbox.items[0]).toMatchObject({ purpose: 'restore' });
    const code = String(outbox.items[0]?.code);
    const checked = await json<{ verificationToken: string }>(
      await call(`${prefix}/restore-password/check-code`, { method: 'POST', json: { phone: INDIVIDUAL, code } }),
    );
    const res = await call(`${prefix}/restore-password/restore-password`, {
      method: 'POST',
      json: {
        phone: INDIVIDUAL,
        verificationToken: checked.verificationToken,
        password: 'Fresh-2027',
        passwordConfirmation: 'Fresh-2027',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Пароль изменён. Войдите с новым паролем' });
    expect((await call(`${prefix}/auth/profile`, { token: session.access_token })).status).toBe(401);
    expect((await login(INDIVIDUAL, 'Fresh-2027')).access_token).toBeTruthy();

    // Put the demo password back for the other tests of this file.
    await env.DB.prepare('UPDATE sms_codes SET created_at = created_at - 61').run();
    await call(`${prefix}/restore-password/send-code`, { method: 'POST', json: { phone: INDIVIDUAL } });
    const code2 = await latestCode(INDIVIDUAL, prefix);
    const v2 = await json<{ verificationToken: string }>(
      await call(`${prefix}/restore-password/check-code`, { method: 'POST', json: { phone: INDIVIDUAL, code: code2 } }),
    );
    await call(`${prefix}/restore-password/restore-password`, {
      method: 'POST',
      json: {
        phone: INDIVIDUAL,
        verificationToken: v2.verificationToken,
        password: DEMO_PASSWORD,
        passwordConfirmation: DEMO_PASSWORD,
      },
    });
    expect((await login(INDIVIDUAL)).access_token).toBeTruthy();
    await env.DB.prepare('UPDATE sms_codes SET created_at = created_at - 61').run();
  });

  it('answers an unknown phone exactly like a client’s (no SMS sent), and refuses a register code', async () => {
    const send = (phone: string) => call(`${prefix}/restore-password/send-code`, { method: 'POST', json: { phone } });
    const outbox = async () =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM sms_outbox').first<{ n: number }>())?.n ?? 0;
    const sentBefore = await outbox();
    // Phones of their own per prefix: each phone may have 5 codes an hour.
    const stranger = prefix.includes('mobile') ? '79990000001' : '79990000000';
    const unknown = await send(stranger);
    const known = await send(LEGAL);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await json(unknown)).toEqual(await json(known));
    expect(await outbox()).toBe(sentBefore + 1);
    // The cooldown holds for both alike.
    expect((await send(stranger)).status).toBe(429);
    expect((await send(LEGAL)).status).toBe(429);
    await env.DB.prepare('UPDATE sms_codes SET created_at = created_at - 61').run();
    const noVerification = await call(`${prefix}/restore-password/restore-password`, {
      method: 'POST',
      json: {
        phone: INDIVIDUAL,
        verificationToken: 'x'.repeat(43),
        password: 'Fresh-2027',
        passwordConfirmation: 'Fresh-2027',
      },
    });
    expect(noVerification.status).toBe(422);
    expect((await json<Errors>(noVerification)).errors.verificationToken).toBeDefined();
  });
});

describe.each(PREFIXES)('%s/client/change-password', (prefix) => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = await login('79000000002');
    const elsewhere = await login('79000000002');
    const wrong = await call(`${prefix}/client/change-password`, {
      method: 'POST',
      token: here.access_token,
      json: { currentPassword: 'nope', password: 'Next-2027', passwordConfirmation: 'Next-2027' },
    });
    expect(wrong.status).toBe(422);
    expect((await json<Errors>(wrong)).errors.currentPassword).toEqual(['Неверный текущий пароль']);

    const same = await call(`${prefix}/client/change-password`, {
      method: 'POST',
      token: here.access_token,
      json: { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD },
    });
    expect((await json<Errors>(same)).errors.password).toEqual(['Новый пароль должен отличаться от текущего']);

    const ok = await call(`${prefix}/client/change-password`, {
      method: 'POST',
      token: here.access_token,
      json: { currentPassword: DEMO_PASSWORD, password: 'Next-2027', passwordConfirmation: 'Next-2027' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Пароль изменён' });
    expect((await call(`${prefix}/auth/profile`, { token: here.access_token })).status).toBe(200);
    expect((await call(`${prefix}/auth/profile`, { token: elsewhere.access_token })).status).toBe(401);

    // Back to the demo password for the other tests.
    await call(`${prefix}/client/change-password`, {
      method: 'POST',
      token: here.access_token,
      json: { currentPassword: 'Next-2027', password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD },
    });
  });

  it('needs a bearer token', async () => {
    const res = await call(`${prefix}/client/change-password`, {
      method: 'POST',
      json: { currentPassword: 'a', password: 'Next-2027', passwordConfirmation: 'Next-2027' },
    });
    expect(res.status).toBe(401);
  });
});

describe('wrong current passwords: per session and per account (D1, 15-minute windows)', () => {
  it('five a session, ten an account whatever the sessions; only failures count', async () => {
    await resetRateLimits();
    const sessions = [await login(LEGAL), await login(LEGAL), await login(LEGAL)];
    const attempt = (token: string, currentPassword: string) =>
      call('/api/v1/client/change-password', {
        method: 'POST',
        token,
        json: { currentPassword, password: 'Next-2027', passwordConfirmation: 'Next-2027' },
      });
    const [a, b, third] = sessions.map((s) => s.access_token) as [string, string, string];
    for (let i = 0; i < 5; i++) expect((await attempt(a, `Wrong-${i}`)).status).toBe(422);
    const sessionStopped = await attempt(a, 'Wrong-5');
    expect(sessionStopped.status).toBe(429);
    expect(Number(sessionStopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<Errors>(sessionStopped)).message).toMatch(
      /^Слишком много неверных попыток ввода текущего пароля\. Повторите через/,
    );
    // Another session of the same account still has its own five, up to the account's ten.
    for (let i = 0; i < 5; i++) expect((await attempt(b, `Wrong-${i}`)).status).toBe(422);
    expect((await attempt(third, 'Wrong-10')).status).toBe(429);
    await resetRateLimits();
    // The window over (emptied here), the owner's right password works.
    const same = await attempt(third, DEMO_PASSWORD);
    expect(same.status).toBe(200);
    const back = await call('/api/v1/client/change-password', {
      method: 'POST',
      token: third,
      json: { currentPassword: 'Next-2027', password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD },
    });
    expect(back.status).toBe(200);
  });
});

describe('development SMS outbox', () => {
  it('is a plain 404 when DEV_OUTBOX_ENABLED is false', async () => {
    const app = createApp();
    const res = await app.request('/api/v1/dev/sms-outbox', {}, { ...env, DEV_OUTBOX_ENABLED: 'false' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Не найдено' });
    const enabled = await app.request('/api/v1/dev/sms-outbox', {}, env);
    expect(enabled.status).toBe(200);
  });
});
