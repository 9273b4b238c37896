import { describe, expect, it } from 'vitest';
import { call, type Errors, json, PREFIXES } from './account-helpers';

/** Each test uses its own phone: storage is shared by the tests of a file. */
let phoneSeq = 0;
const newPhone = () => `7901${String(5550000 + ++phoneSeq).padStart(7, '0')}`;

const person = { password: 'Secret-2026', passwordConfirmation: 'Secret-2026', lastName: 'Петрова', firstName: 'Анна' };

describe.each(PREFIXES)('%s/register/phone checks', (prefix) => {
  it('validates every field in Russian', async () => {
    const res = await call(`${prefix}/register/phone`, {
      method: 'POST',
      json: {
        phone: '12345',
        verificationToken: 'short',
        password: 'abc',
        passwordConfirmation: 'abd',
        lastName: 'Ivanov1',
        firstName: 5,
      },
    });
    expect(res.status).toBe(422);
    const { errors } = await json<Errors>(res);
    expect(errors.phone).toEqual(['Укажите мобильный номер в формате +7 (9XX) XXX-XX-XX']);
    expect(errors.verificationToken).toEqual(['Некорректный токен подтверждения']);
    expect(errors.password).toContain('Пароль должен содержать не менее 8 символов');
    expect(errors.password).toContain('Пароль должен содержать хотя бы одну цифру');
    expect(errors.lastName?.[0]).toMatch(/только буквы/);
    expect(errors.firstName).toEqual(['Поле «Имя» должно быть строкой']);

    const mismatch = await call(`${prefix}/register/phone`, {
      method: 'POST',
      json: { ...person, passwordConfirmation: 'Other-2026', phone: newPhone(), verificationToken: 'x'.repeat(43) },
    });
    expect((await json<Errors>(mismatch)).errors.passwordConfirmation).toEqual(['Пароли не совпадают']);

    const code = await call(`${prefix}/register/phone/check-code`, {
      method: 'POST',
      json: { phone: newPhone(), code: '12' },
    });
    expect((await json<Errors>(code)).errors.code).toEqual(['Код должен состоять из 6 цифр']);
  });

  it('answers malformed JSON with 400 and a non-object body with 422', async () => {
    const bad = await call(`${prefix}/register/phone/send-code`, {
      method: 'POST',
      body: '{"phone":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBeTruthy();
    const list = await call(`${prefix}/register/phone/send-code`, { method: 'POST', json: [1] });
    expect(list.status).toBe(422);
  });
});
