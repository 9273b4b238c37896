import { registrationCompanyForm } from '@common/forms/auth';
import { fieldErrorsOf } from '@common/forms/errors';
import { isValidInn } from '@common/inn';
import { describe, expect, it } from 'vitest';

function innErrors(inn: string | undefined) {
  const result = registrationCompanyForm.safeParse({
    inn,
    companyName: 'ООО «Вектор»',
    lastName: 'Иванов',
    firstName: 'Иван',
    password: 'secret123',
    passwordConfirmation: 'secret123',
    consent: 'on',
  });
  return result.success ? undefined : fieldErrorsOf(result.error.issues).inn;
}

describe('INN check digits', () => {
  it('accepts valid 10- and 12-digit INNs', () => {
    for (const inn of ['7707083893', '500100732259', '7725140390']) expect(isValidInn(inn), inn).toBe(true);
  });

  it('rejects wrong check digits and wrong lengths', () => {
    for (const inn of ['7707083894', '500100732258', '12345', '77070838930', 'abcdefghij']) {
      expect(isValidInn(inn), inn).toBe(false);
    }
  });

  it('gives the registration form a Russian message', () => {
    expect(innErrors('7707083894')).toEqual(['Некорректный ИНН: не сходится контрольное число']);
    expect(innErrors('77070')).toEqual(['ИНН должен состоять из 10 или 12 цифр']);
  });

  it('says one thing about an empty INN, not three joined together', () => {
    expect(innErrors('')).toEqual(['Заполните поле «ИНН»']);
    expect(innErrors(undefined)).toEqual(['Заполните поле «ИНН»']);
  });
});
