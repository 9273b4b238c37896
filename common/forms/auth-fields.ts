import * as z from 'zod/mini';
import { CLIENT_TYPES, type ClientType, INDIVIDUAL } from '../client-type';
import { isValidInn } from '../inn';
import { isRussianPhone } from '../phone';
import { codeDigits } from '../sms-code';
import { phoneOf, requiredMessage, rules, text } from './fields';

/**
 * Field schemas of sign-in, registration and restore. A module of their own: zod/mini checks run
 * when a module loads, so the public forms' islands would otherwise carry them all.
 */

export const ANY_PHONE_MESSAGE = 'Укажите номер телефона в формате +7 (XXX) XXX-XX-XX';

/** Sign-in accepts any Russian number a client registered with. */
export const anyPhone = phoneOf(isRussianPhone, ANY_PHONE_MESSAGE);

/** A required text named by its label: «Заполните поле «Фамилия»» when empty. */
export const labelledText = (label: string, max: number) =>
  text.check(
    rules<string>(
      [(v) => v.length > 0, requiredMessage(label)],
      [(v) => v.length <= max, `Поле «${label}» должно содержать не более ${max} символов`],
    ),
  );

/** The upstream's rule for a person's name: letters, then letters, spaces, hyphens and apostrophes. */
const PERSON_NAME = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё' -]*$/;
const personNameMessage = (label: string) => `Поле «${label}» может содержать только буквы, пробел, дефис и апостроф`;

/** A required name of a person (registration), with the upstream's rules and messages. */
export const personNameOf = (label: string) =>
  labelledText(label, 60).check(rules<string>([(v) => PERSON_NAME.test(v), personNameMessage(label)]));

/** An optional name of a person: empty is none; else the same rules. */
export const optionalPersonNameOf = (label: string) =>
  z.pipe(
    text.check(
      rules<string>(
        [(v) => v.length <= 60, `Поле «${label}» должно содержать не более 60 символов`],
        [(v) => v === '' || PERSON_NAME.test(v), personNameMessage(label)],
      ),
    ),
    z.transform((v) => v || undefined),
  );

/** A posted secret exactly as typed (no trimming: spaces may belong to a password). */
export const secret = z.pipe(
  z.optional(z.string()),
  z.transform((v) => v ?? ''),
);

/** The password of sign-in: anything non-empty (the upstream judges it). */
export const currentPassword = secret.check(
  rules<string>([(v) => v.length > 0, requiredMessage('Пароль')], [(v) => v.length <= 200, 'Пароль слишком длинный']),
);

/**
 * A new password, with the upstream's rules so the form can say them before posting; the messages
 * name the field by its visible label («Новый пароль» on the profile, «Пароль» elsewhere).
 */
export const newPasswordOf = (label: string) =>
  secret.check(
    rules<string>(
      [(v) => v.length > 0, requiredMessage(label)],
      [(v) => v.length >= 8, `${label} должен содержать не менее 8 символов`],
      [(v) => v.length <= 64, `${label} должен содержать не более 64 символов`],
      [(v) => /[A-Za-zА-Яа-яЁё]/.test(v), `${label} должен содержать хотя бы одну букву`],
      [(v) => /\d/.test(v), `${label} должен содержать хотя бы одну цифру`],
    ),
  );

export const newPassword = newPasswordOf('Пароль');

/** The repeated new password, named by its label. */
export const passwordConfirmationOf = (label: string) =>
  secret.check(rules<string>([(v) => v.length > 0, requiredMessage(label)]));

export const passwordConfirmation = passwordConfirmationOf('Повторите пароль');

/** The six digits of an SMS code; «123 456» and «123-456» are read as 123456. */
export const smsCode = z
  .pipe(text, z.transform(codeDigits))
  .check(
    rules<string>(
      [(v) => v.length > 0, requiredMessage('Код из SMS')],
      [(v) => /^\d{6}$/.test(v), 'Код должен состоять из 6 цифр'],
    ),
  );

/** INN of an organisation (10 digits) or a sole trader (12), check digits verified; one message at a time. */
export const inn = text.check(
  rules<string>(
    [(v) => v.length > 0, requiredMessage('ИНН')],
    [(v) => /^\d{10}(\d{2})?$/.test(v), 'ИНН должен состоять из 10 или 12 цифр'],
    [isValidInn, 'Некорректный ИНН: не сходится контрольное число'],
  ),
);

/** Private person or legal entity; absent means a private person. */
export const userType = z.pipe(
  z
    .pipe(
      text,
      z.transform((v) => v || INDIVIDUAL),
    )
    .check(rules<string>([(v) => (CLIENT_TYPES as readonly string[]).includes(v), 'Выберите тип клиента'])),
  z.transform((v) => v as ClientType),
);
