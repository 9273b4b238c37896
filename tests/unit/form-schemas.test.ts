import { changePasswordForm } from '@common/forms/account';
import { checkRegistration, codeForm, registrationPersonForm } from '@common/forms/auth';
import { fieldErrorsOf } from '@common/forms/errors';
import { CONSENT_MESSAGE, PHONE_MESSAGE } from '@common/forms/fields';
import { formSchemas } from '@common/forms/schemas';
import { describe, expect, it } from 'vitest';

const contact = { name: 'Иван Петров', phone: '8 (900) 123-45-67', consent: 'on' };

function errorsOf(kind: keyof typeof formSchemas, input: Record<string, unknown>) {
  const result = formSchemas[kind].safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe('form schemas', () => {
  it('turns posted strings into the upstream booking body', () => {
    const result = formSchemas.booking.safeParse({
      ...contact,
      carId: '17',
      officeId: '',
      date: '',
      comment: ' ',
      _back: '/x',
    });
    expect(result.success && result.data).toEqual({
      name: 'Иван Петров',
      phone: '79001234567',
      consent: true,
      carId: 17,
      officeId: undefined,
      date: undefined,
      comment: undefined,
    });
  });

  it('accepts the island JSON of the same fields (booleans, numbers)', () => {
    const result = formSchemas.callback.safeParse({ name: 'Анна', phone: '9001234567', consent: true });
    expect(result.success).toBe(true);
  });

  it('gives one Russian message per field, the upstream texts', () => {
    expect(errorsOf('booking', { name: '', phone: '8 495 123-45-67', carId: '' })).toEqual({
      name: ['Заполните поле «Имя»'],
      phone: [PHONE_MESSAGE],
      consent: [CONSENT_MESSAGE],
      carId: ['Автомобиль не найден'],
    });
    expect(errorsOf('callback', { ...contact, name: 'R2-D2' }).name).toEqual([
      'Имя может содержать только буквы, пробел, точку, дефис и апостроф',
    ]);
    expect(errorsOf('callback', { ...contact, phone: '' }).phone).toEqual(['Заполните поле «Телефон»']);
    expect(errorsOf('callback', { ...contact, comment: 'я'.repeat(1001) }).comment).toEqual(['Не более 1000 символов']);
  });

  it('checks ranges of numbers typed with spaces', () => {
    const ok = formSchemas.credit.safeParse({ ...contact, amount: '1 500 000', termMonths: '36' });
    expect(ok.success && ok.data.amount).toBe(1_500_000);
    expect(errorsOf('credit', { ...contact, amount: '5000', termMonths: '100' })).toEqual({
      amount: ['Не меньше 100\u00a0000'],
      termMonths: ['Не больше 84'],
    });
    expect(errorsOf('trade-in', { ...contact, brand: 'Kia', model: 'Rio', year: '' }).year).toEqual([
      'Заполните поле «Год выпуска»',
    ]);
  });

  it('validates the question and car-request forms', () => {
    expect(
      errorsOf('question', { ...contact, questionTypeId: '1', questionCategoryId: '2', text: 'Вопрос', email: 'x' }),
    ).toEqual({
      email: ['Укажите адрес электронной почты'],
    });
    const request = formSchemas['car-request'].safeParse({ ...contact, vehicleType: 'suv', budget: '3 000 000' });
    expect(request.success && request.data).toMatchObject({ vehicleType: 'suv', budget: 3_000_000 });
    expect(errorsOf('car-request', { ...contact, city: 'Москва' }).city).toEqual(['Выберите значение из списка']);
  });
});

describe('the island reads an action answer strictly', () => {
  it('keeps what a FormAnswer may hold and refuses anything else', async () => {
    const { readFormAnswer } = await import('@common/forms/answer');
    expect(readFormAnswer({ ok: true, redirect: '/account', extra: 1 })).toEqual({
      ok: true,
      redirect: '/account',
      message: undefined,
    });
    expect(
      readFormAnswer({ ok: false, message: 'Проверьте', fieldErrors: { phone: ['Нет', 3], x: 'y' }, toast: 'yes' }),
    ).toEqual({ ok: false, message: 'Проверьте', fieldErrors: { phone: ['Нет'] }, toast: false, redirect: undefined });
    for (const junk of [null, 'ok', [], { ok: 'true' }, { message: 'x' }]) expect(readFormAnswer(junk)).toBeNull();
  });
});

describe('the password change names the profile’s visible labels', () => {
  const errors = (input: Record<string, unknown>) => {
    const result = changePasswordForm.safeParse(input);
    return result.success ? {} : fieldErrorsOf(result.error.issues);
  };

  it('says «Новый пароль» and «Повторите новый пароль», never a bare «Пароль»', () => {
    expect(errors({})).toEqual({
      currentPassword: ['Заполните поле «Текущий пароль»'],
      password: ['Заполните поле «Новый пароль»'],
      passwordConfirmation: ['Заполните поле «Повторите новый пароль»'],
    });
    expect(errors({ currentPassword: 'x', password: 'short1', passwordConfirmation: 'short1' }).password).toEqual([
      'Новый пароль должен содержать не менее 8 символов',
    ]);
    expect(errors({ currentPassword: 'x', password: 'longpassword', passwordConfirmation: 'x' }).password).toEqual([
      'Новый пароль должен содержать хотя бы одну цифру',
    ]);
  });

  it('one wording for an empty field in every form: «Заполните поле «…»» with the label the form shows', () => {
    const empty = { name: '', phone: '', consent: 'on' };
    expect(errorsOf('callback', empty)).toEqual({
      name: ['Заполните поле «Имя»'],
      phone: ['Заполните поле «Телефон»'],
    });
    expect(errorsOf('credit', { ...contact, amount: '', termMonths: '' })).toEqual({
      amount: ['Заполните поле «Сумма кредита, ₽»'],
      termMonths: ['Заполните поле «Срок, месяцев»'],
    });
    expect(errorsOf('trade-in', { ...contact, brand: '', model: '', year: '' })).toEqual({
      brand: ['Заполните поле «Марка»'],
      model: ['Заполните поле «Модель»'],
      year: ['Заполните поле «Год выпуска»'],
    });
    expect(errorsOf('question', { ...contact, questionTypeId: '', questionCategoryId: '', text: '' })).toEqual({
      questionTypeId: ['Заполните поле «Тип обращения»'],
      questionCategoryId: ['Заполните поле «Тема»'],
      text: ['Заполните поле «Ваш вопрос»'],
    });
  });

  it('registration: the site, the company and the upstream rules in one round', () => {
    const posted = {
      password: 'Secret-2026',
      passwordConfirmation: 'Secret-2027',
      lastName: '',
      firstName: 'R2-D2',
      middleName: 'Петрович1',
      inn: '123',
      companyName: 'А',
    };
    const legal = checkRegistration(posted, true);
    expect(legal.ok ? {} : legal.fieldErrors).toEqual({
      passwordConfirmation: ['Пароли не совпадают'],
      lastName: ['Заполните поле «Фамилия»'],
      firstName: ['Поле «Имя» может содержать только буквы, пробел, дефис и апостроф'],
      middleName: ['Поле «Отчество» может содержать только буквы, пробел, дефис и апостроф'],
      inn: ['ИНН должен состоять из 10 или 12 цифр'],
      companyName: ['Поле «Название компании» должно содержать не менее 2 символов'],
      // Issue 39: the name and INN are personal data; the consent every public form asks.
      consent: [CONSENT_MESSAGE],
    });
    // A private person's step has no company to check.
    const person = checkRegistration(posted, false);
    expect(Object.keys(person.ok ? {} : person.fieldErrors).sort()).toEqual([
      'consent',
      'firstName',
      'lastName',
      'middleName',
      'passwordConfirmation',
    ]);
    const fine = checkRegistration(
      {
        ...posted,
        passwordConfirmation: 'Secret-2026',
        lastName: 'Д’Артаньян'.replace('’', "'"),
        firstName: 'Анна-Мария',
        middleName: '',
        consent: 'on',
      },
      false,
    );
    expect(fine).toEqual({
      ok: true,
      data: {
        password: 'Secret-2026',
        passwordConfirmation: 'Secret-2026',
        lastName: "Д'Артаньян",
        firstName: 'Анна-Мария',
        middleName: undefined,
        address: undefined,
        consent: true,
      },
    });
  });

  it('registration keeps its own label «Пароль»', () => {
    const result = registrationPersonForm.safeParse({ password: '', passwordConfirmation: '' });
    const fields = result.success ? {} : fieldErrorsOf(result.error.issues);
    expect(fields.password).toEqual(['Заполните поле «Пароль»']);
    expect(fields.passwordConfirmation).toEqual(['Заполните поле «Повторите пароль»']);
  });
});

describe('the SMS code is read as its six digits (issue 40)', () => {
  it.each(['123456', '123 456', '123-456', ' 12 34 56 ', '123\u00a0456', '123–456'])('«%s» is 123456', (code) => {
    const result = codeForm.safeParse({ code });
    expect(result.success && result.data).toEqual({ code: '123456' });
  });
  it.each(['12345', '1234567', '123 45a', ''])('«%s» is refused', (code) => {
    expect(codeForm.safeParse({ code }).success).toBe(false);
  });
});
