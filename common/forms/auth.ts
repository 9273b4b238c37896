import * as z from 'zod/mini';
import {
  anyPhone,
  currentPassword,
  inn,
  labelledText,
  newPassword,
  passwordConfirmation,
  smsCode,
  userType,
} from './auth-fields';
import { optionalText, phone } from './fields';

/**
 * Inputs of sign-in, registration and password restore: posted strings in, what the edge sends
 * on out. The same messages as the site forms (fields.ts), one per field at a time.
 */

/** `next`: the page the sign-in returns to (validated by the edge, edge/guards/login-path.ts). */
export const loginForm = z.object({ phone: anyPhone, password: currentPassword, next: z.optional(z.string()) });

/** The solved proof-of-work challenge (ALTCHA's base64 payload) a code needs past a few from one address. */
const smsChallenge = z.optional(z.string().check(z.maxLength(4000)));

export const sendCodeForm = z.object({ phone, userType, altcha: smsChallenge });

/** «Отправить код повторно»: nothing but the challenge, when one is asked for. */
export const resendCodeForm = z.object({ altcha: smsChallenge });

export const codeForm = z.object({ code: smsCode });

export const emptyForm = z.object({});

export const newPasswordForm = z.object({ password: newPassword, passwordConfirmation });

const person = {
  lastName: labelledText('Фамилия', 60),
  firstName: labelledText('Имя', 60),
  middleName: optionalText(60, 'Поле «Отчество» должно содержать не более 60 символов'),
  address: optionalText(300, 'Поле «Адрес» должно содержать не более 300 символов'),
};

/** The last registration step of a private person. */
export const registrationPersonForm = z.object({ ...newPasswordForm.shape, ...person });

/** What the last registration step may post: a legal entity's company fields are checked by the edge. */
export const registrationForm = z.object({
  ...registrationPersonForm.shape,
  inn: optionalText(40),
  companyName: optionalText(400),
});

/** The last registration step of a legal entity: the company as well. */
export const registrationCompanyForm = z.object({
  ...registrationPersonForm.shape,
  inn,
  companyName: labelledText('Название компании', 200),
});
