import * as z from 'zod/mini';
import {
  anyPhone,
  currentPassword,
  inn,
  labelledText,
  newPassword,
  optionalPersonNameOf,
  passwordConfirmation,
  personNameOf,
  secret,
  smsCode,
  userType,
} from './auth-fields';
import { type FieldErrors, fieldErrorsOf } from './errors';
import { consent, optionalText, phone, rules } from './fields';

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
  lastName: personNameOf('Фамилия'),
  firstName: personNameOf('Имя'),
  middleName: optionalPersonNameOf('Отчество'),
  address: optionalText(300, 'Поле «Адрес» должно содержать не более 300 символов'),
};

/** The last registration step of a private person: with the 152-ФЗ consent every form asks (the name is personal data). */
export const registrationPersonForm = z.object({ ...newPasswordForm.shape, ...person, consent });

/** The last registration step of a legal entity: the company as well. */
export const registrationCompanyForm = z.object({
  ...registrationPersonForm.shape,
  inn,
  companyName: labelledText('Название компании', 200).check(
    rules<string>([(v) => v.length >= 2, 'Поле «Название компании» должно содержать не менее 2 символов']),
  ),
});

/**
 * What the last registration step posts, read as it comes: the client type is the flow's, known
 * only to the action, which checks it all at once with `checkRegistration`.
 */
export const registrationForm = z.looseObject({ password: secret, passwordConfirmation: secret });

export type RegistrationDetails = z.output<typeof registrationPersonForm> & { inn?: string; companyName?: string };

/**
 * The last registration step checked in one round: the person, a legal entity's company and the
 * passwords' match, with the upstream's rules (names, company name, match), so the client sees
 * every error at once, never the upstream's after the site's are fixed.
 */
export function checkRegistration(
  raw: Record<string, unknown>,
  legalEntity: boolean,
): { ok: true; data: RegistrationDetails } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = (legalEntity ? registrationCompanyForm : registrationPersonForm).safeParse(raw);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  const { password, passwordConfirmation: again } = raw;
  if (!errors.passwordConfirmation && typeof again === 'string' && again !== '' && again !== password) {
    errors.passwordConfirmation = ['Пароли не совпадают'];
  }
  if (parsed.success && !Object.keys(errors).length) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: errors };
}
