import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  type Errors,
  type Json,
  json,
  latestCode,
  login,
  PREFIXES,
  resetRateLimits,
  type TokenBody,
} from './account-helpers';

/** Each test uses its own phone: storage is shared by the tests of a file. */
let phoneSeq = 0;
const newPhone = () => `7901${String(5550000 + ++phoneSeq).padStart(7, '0')}`;

async function verify(prefix: string, phone: string): Promise<string> {
  const sent = await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } });
  expect(sent.status).toBe(200);
  const code = await latestCode(phone, prefix);
  const checked = await call(`${prefix}/register/phone/check-code`, { method: 'POST', json: { phone, code } });
  expect(checked.status).toBe(200);
  return (await json<{ verificationToken: string }>(checked)).verificationToken;
}

const person = { password: 'Secret-2026', passwordConfirmation: 'Secret-2026', lastName: 'Петрова', firstName: 'Анна' };

describe.each(PREFIXES)('%s/register/phone', (prefix) => {
  // Ten codes an hour per address: every test here comes from the same one, so each starts afresh.
  beforeEach(() => resetRateLimits());

  it('sends a code to the outbox, checks it and registers a private client who is signed in', async () => {
    const phone = newPhone();
    const sent = await call(`${prefix}/register/phone/send-code`, {
      method: 'POST',
      json: { phone: `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}` },
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: 'Код отправлен по SMS', expiresIn: 300, retryAfter: 60 });

    const outbox = await json<{ items: Json[] }>(await call(`${prefix}/dev/sms-outbox?phone=${phone}`));
    expect(outbox.items[0]).toMatchObject({ phone, purpose: 'register' });
    expect(String(outbox.items[0]?.text)).toMatch(/^Код для регистрации: \d{6}\./);

    const code = await latestCode(phone, prefix);
    const checked = await json<{ verificationToken: string; expiresIn: number }>(
      await call(`${prefix}/register/phone/check-code`, { method: 'POST', json: { phone, code } }),
    );
    expect(checked.expiresIn).toBe(900);

    const res = await call(`${prefix}/register/phone`, {
      method: 'POST',
      json: { ...person, phone, verificationToken: checked.verificationToken, middleName: 'Игоревна' },
    });
    expect(res.status).toBe(201);
    const tokens = await json<TokenBody>(res);
    expect(tokens.token_type).toBe('Bearer');
    const profile = await json(await call(`${prefix}/auth/profile`, { token: tokens.access_token }));
    expect(profile).toMatchObject({
      phone,
      name: 'Петрова Анна Игоревна',
      inn: null,
      companyName: null,
      userType: { slug: 'individual' },
    });
    // The new password works with the password grant.
    expect((await login(phone, 'Secret-2026')).access_token).toBeTruthy();
  });

  it('registers a legal entity with a valid INN and company name', async () => {
    const phone = newPhone();
    const verificationToken = await verify(prefix, phone);
    const body = {
      ...person,
      phone,
      verificationToken,
      companyName: 'ООО «Вектор»',
      address: 'г. Казань, ул. Баумана, 1',
    };

    const invalid = await call(`${prefix}/register/phone/b2b`, {
      method: 'POST',
      json: { ...body, inn: '7707083894' },
    });
    expect(invalid.status).toBe(422);
    expect((await json<Errors>(invalid)).errors.inn).toEqual(['Некорректный ИНН: не сходится контрольное число']);
    const short = await call(`${prefix}/register/phone/b2b`, { method: 'POST', json: { ...body, inn: '123' } });
    expect((await json<Errors>(short)).errors.inn).toEqual(['ИНН должен состоять из 10 или 12 цифр']);
    const noCompany = await call(`${prefix}/register/phone/b2b`, {
      method: 'POST',
      json: { ...body, inn: '7707083893', companyName: undefined },
    });
    expect((await json<Errors>(noCompany)).errors.companyName).toEqual(['Заполните поле «Название компании»']);

    const res = await call(`${prefix}/register/phone/b2b`, { method: 'POST', json: { ...body, inn: '7707083893' } });
    expect(res.status).toBe(201);
    const tokens = await json<TokenBody>(res);
    const profile = await json(await call(`${prefix}/auth/profile`, { token: tokens.access_token }));
    expect(profile).toMatchObject({
      inn: '7707083893',
      companyName: 'ООО «Вектор»',
      address: 'г. Казань, ул. Баумана, 1',
      userType: { slug: 'legalEntity', name: 'Юридическое лицо' },
    });
  });

  it('accepts a 12-digit INN of an individual entrepreneur', async () => {
    const phone = newPhone();
    const verificationToken = await verify(prefix, phone);
    const res = await call(`${prefix}/register/phone/b2b`, {
      method: 'POST',
      json: { ...person, phone, verificationToken, inn: '500100732259', companyName: 'ИП Петрова А. И.' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a second code within 60 seconds with 429, message and retryAfter', async () => {
    const phone = newPhone();
    await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } });
    const again = await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } });
    expect(again.status).toBe(429);
    const body = await json<{ message: string; retryAfter: number }>(again);
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(60);
    expect(body.message).toMatch(/^Код уже отправлен\. Повторите через (\d+ секунд[уы]?|1 минуту)\.$/);
    expect(again.headers.get('Retry-After')).toBe(String(body.retryAfter));

    // A minute later a new code may be sent, and only the newest code counts.
    const first = await latestCode(phone, prefix);
    await env.DB.prepare('UPDATE sms_codes SET created_at = created_at - 61 WHERE phone = ?1').bind(phone).run();
    expect((await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } })).status).toBe(200);
    const second = await latestCode(phone, prefix);
    if (first !== second) {
      const old = await call(`${prefix}/register/phone/check-code`, { method: 'POST', json: { phone, code: first } });
      expect(old.status).toBe(422);
    }
  });

  it('limits codes per phone per hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } })).status).toBe(200);
      await env.DB.prepare('UPDATE sms_codes SET created_at = created_at - 61 WHERE phone = ?1').bind(phone).run();
    }
    const res = await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } });
    expect(res.status).toBe(429);
    const body = await json<{ retryAfter: number; message: string }>(res);
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.message).toBe(
      `На этот номер отправлено слишком много кодов, попробуйте через ${Math.ceil(body.retryAfter / 60)} мин.`,
    );
    await resetRateLimits();
  });

  it('allows at most 5 wrong codes, then asks for a new one', async () => {
    const phone = newPhone();
    await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } });
    const right = await latestCode(phone, prefix);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(`${prefix}/register/phone/check-code`, { method: 'POST', json: { phone, code: wrong } });
      expect(res.status).toBe(422);
      messages.push((await json<Errors>(res)).errors.code?.[0] ?? '');
    }
    expect(messages[0]).toBe('Неверный код. Осталось 4 попытки');
    expect(messages[3]).toBe('Неверный код. Осталась 1 попытка');
    expect(messages[4]).toBe('Неверный код. Попытки исчерпаны, запросите новый код');
    const blocked = await call(`${prefix}/register/phone/check-code`, { method: 'POST', json: { phone, code: right } });
    expect(blocked.status).toBe(422);
    expect((await json<Errors>(blocked)).errors.code).toEqual([
      'Превышено число попыток ввода кода (5). Запросите новый код',
    ]);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: { phone } });
    const code = await latestCode(phone, prefix);
    await env.DB.prepare('UPDATE sms_codes SET expires_at = expires_at - 301 WHERE phone = ?1').bind(phone).run();
    const res = await call(`${prefix}/register/phone/check-code`, { method: 'POST', json: { phone, code } });
    expect(res.status).toBe(422);
    expect((await json<Errors>(res)).errors.code).toEqual(['Срок действия кода истёк. Запросите новый код']);
  });

  it('spends a verification token once and only for its phone', async () => {
    const phone = newPhone();
    const verificationToken = await verify(prefix, phone);
    const other = newPhone();
    const wrongPhone = await call(`${prefix}/register/phone`, {
      method: 'POST',
      json: { ...person, phone: other, verificationToken },
    });
    expect(wrongPhone.status).toBe(422);
    expect((await json<Errors>(wrongPhone)).errors.verificationToken?.[0]).toMatch(/Подтверждение телефона/);
    expect(
      (await call(`${prefix}/register/phone`, { method: 'POST', json: { ...person, phone, verificationToken } }))
        .status,
    ).toBe(201);
    const again = await call(`${prefix}/register/phone`, {
      method: 'POST',
      json: { ...person, phone, verificationToken },
    });
    expect(again.status).toBe(422);
    expect((await json<Errors>(again)).errors.phone).toEqual(['Пользователь с таким телефоном уже зарегистрирован']);
  });

  it('refuses a phone that is already registered', async () => {
    const res = await call(`${prefix}/register/phone/send-code`, {
      method: 'POST',
      json: { phone: '8 900 000 00 01' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Проверьте правильность заполнения полей',
      errors: { phone: ['Пользователь с таким телефоном уже зарегистрирован'] },
    });
  });
});
