import { z } from 'zod';
import { isValidInn } from '../../auth/inn';
import { isMobilePhone, MOBILE_PHONE_MESSAGE, normalizePhone } from '../../http/phone';

/** Zod field schemas with Russian messages, shared by the account endpoints. */

/** "обязательное поле" when missing, "должно быть строкой" when of another type. */
export const text = (label: string) =>
  z.string({
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? `Заполните поле «${label}»`
        : `Поле «${label}» должно быть строкой`,
  });

export const jsonObject = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: 'Тело запроса должно быть JSON-объектом' });

/** Any common format (+7 (900) 000-00-01, 89000000001, 9000000001) becomes 79000000001. */
export const mobilePhone = text('Телефон').transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (!phone || !isMobilePhone(phone)) {
    ctx.addIssue({ code: 'custom', message: MOBILE_PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

export const smsCode = text('Код')
  .trim()
  .regex(/^\d{6}$/, 'Код должен состоять из 6 цифр');

export const verificationToken = text('Токен подтверждения')
  .min(16, 'Некорректный токен подтверждения')
  .max(200, 'Некорректный токен подтверждения');

export const password = text('Пароль')
  .min(8, 'Пароль должен содержать не менее 8 символов')
  .max(64, 'Пароль должен содержать не более 64 символов')
  .regex(/[A-Za-zА-Яа-яЁё]/, 'Пароль должен содержать хотя бы одну букву')
  .regex(/\d/, 'Пароль должен содержать хотя бы одну цифру');

const NAME_RE = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё' -]*$/;

export const personName = (label: string) =>
  text(label)
    .trim()
    .min(1, `Заполните поле «${label}»`)
    .max(60, `Поле «${label}» должно содержать не более 60 символов`)
    .regex(NAME_RE, `Поле «${label}» может содержать только буквы, пробел, дефис и апостроф`);

/** Optional name: absent, null or empty all mean "none". */
export const optionalPersonName = (label: string) =>
  z
    .union([z.literal(''), z.null(), personName(label)], { error: `Поле «${label}» должно быть строкой` })
    .optional()
    .transform((v) => (v ? v : null));

export const inn = text('ИНН')
  .trim()
  .regex(/^\d{10}$|^\d{12}$/, 'ИНН должен состоять из 10 или 12 цифр')
  // Checked only for the right length, so a short value gets one message, not two.
  .refine((v) => !/^\d{10}$|^\d{12}$/.test(v) || isValidInn(v), 'Некорректный ИНН: не сходится контрольное число');

export const companyName = text('Название компании')
  .trim()
  .min(2, 'Укажите название компании')
  .max(200, 'Название компании должно содержать не более 200 символов');

export const optionalAddress = z
  .union([z.null(), text('Адрес').trim().max(300, 'Адрес должен содержать не более 300 символов')], {
    error: 'Поле «Адрес» должно быть строкой',
  })
  .optional()
  .transform((v) => (v ? v : null));

/** Adds the "passwords differ" error to `passwordConfirmation`. */
export function confirmPassword(value: { password: string; passwordConfirmation: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'Пароли не совпадают' });
  }
}

// ---- query parameters (always strings) ----

export const intParam = (label: string, min: number, max: number) =>
  text(label)
    .regex(/^\d{1,9}$/, `Параметр «${label}» должен быть целым числом`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Параметр «${label}» должен быть от ${min} до ${max}`);

export const dateParam = (label: string) =>
  text(label)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Параметр «${label}» должен быть датой в формате ГГГГ-ММ-ДД`)
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || isRealDate(v), `Параметр «${label}» содержит несуществующую дату`);

/** 2026-02-30 has the right shape but is no date. */
const isRealDate = (v: string): boolean => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** page & perPage with defaults; perPage is capped so one request cannot dump a table. */
export const paginationQuery = {
  page: intParam('page', 1, 100_000).optional().default(1),
  perPage: intParam('perPage', 1, 100).optional().default(20),
};

/** `dateFrom` must not be after `dateTo`. */
export function dateRangeOrder(value: { dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx): void {
  if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo) {
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'Дата окончания периода раньше даты начала' });
  }
}
