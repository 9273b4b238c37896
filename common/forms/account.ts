import * as z from 'zod/mini';
import { ARCHIVE_MAX_BILLS, NO_BILL_CHOSEN } from '../bills-query';
import { parseId } from '../id';
import { isCalendarDay } from '../today';
import { newPasswordOf, passwordConfirmationOf } from './auth-fields';
import { consent, optionalComment, requiredId, requiredMessage, rules, text } from './fields';

/** Forms of the customer account (profile): posted strings in, the edge's request out. */

export const changePasswordForm = z.object({
  currentPassword: z
    .pipe(
      z.optional(z.string()),
      z.transform((v) => v ?? ''),
    )
    .check(rules<string>([(v) => v.length > 0, requiredMessage('Текущий пароль')])),
  // The profile's labels (src/pages/account/profile.tsx): the messages name what the client sees.
  password: newPasswordOf('Новый пароль'),
  passwordConfirmation: passwordConfirmationOf('Повторите новый пароль'),
});

/** A session of `profile/tokens` by its id (opaque, URL-safe). */
export const sessionForm = z.object({
  id: text.check(rules<string>([(v) => /^[\w-]{1,100}$/.test(v), 'Сеанс не найден'])),
});

export const driverForm = z.object({ id: requiredId('Водитель не найден') });

/**
 * The early-buyout request of the contract page: the day and the estimate the client saw (hidden
 * fields of the estimate shown), a note and the consent the back office's form results require.
 * The edge computes the estimate again and refuses a request whose shown figure is outdated; the
 * back office is sent the day only and stores its own estimate for it.
 */
export const earlyBuyoutForm = z.object({
  contractId: requiredId('Договор не найден'),
  date: text.check(
    rules<string>(
      [(v) => v.length > 0, requiredMessage('Дата выкупа')],
      [isCalendarDay, 'Укажите дату выкупа в формате ДД.ММ.ГГГГ'],
    ),
  ),
  estimate: z
    .pipe(
      text,
      z.transform((v) => (/^\d{1,10}(\.\d{1,2})?$/.test(v) ? Number(v) : Number.NaN)),
    )
    .check(rules<number>([(v) => Number.isFinite(v), 'Рассчитайте выкуп ещё раз: оценка не получена'])),
  comment: optionalComment,
  consent,
});

/** Bill ids posted by the bills page: the ticked `ids`, or with `all` every bill of the page (`pageIds`). */
export function chosenBillIds(form: Record<string, string | string[]>): number[] | string {
  const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []).flatMap((x) => x.split(','));
  const raw = form.all ? list(form.pageIds) : list(form.ids);
  const ids = [...new Set(raw.map((v) => v.trim()).filter(Boolean))];
  if (!ids.length) return NO_BILL_CHOSEN;
  const parsed = ids.map(parseId).filter((v): v is number => v !== undefined);
  if (parsed.length !== ids.length) return 'Счёт не найден';
  if (ids.length > ARCHIVE_MAX_BILLS) return `В архив можно выгрузить не более ${ARCHIVE_MAX_BILLS} счетов`;
  return parsed;
}
