import * as z from 'zod/mini';
import { newPassword, passwordConfirmation } from './auth-fields';
import { requiredId, requiredMessage, rules, text } from './fields';

/** Forms of the customer account (profile): posted strings in, the edge's request out. */

export const changePasswordForm = z.object({
  currentPassword: z
    .pipe(
      z.optional(z.string()),
      z.transform((v) => v ?? ''),
    )
    .check(rules<string>([(v) => v.length > 0, requiredMessage('Текущий пароль')])),
  password: newPassword,
  passwordConfirmation,
});

/** A session of `profile/tokens` by its id (opaque, URL-safe). */
export const sessionForm = z.object({
  id: text.check(rules<string>([(v) => /^[\w-]{1,100}$/.test(v), 'Сеанс не найден'])),
});

export const driverForm = z.object({ id: requiredId('Водитель не найден') });
