import * as z from 'zod/mini';
import { isMobilePhone, normalizePhone } from '../phone';
import { isSlug } from '../slug';
import { SUBMISSION_KEY_FIELD } from './form-kinds';
import { FIELD_LABELS } from './public/labels';

/**
 * Field schemas of the site's forms. Every form schema reads what a form posts: strings (a plain
 * HTML form, or the island's JSON of the same FormData), and outputs the upstream's request body.
 * The same schema validates in the browser (instant errors) and at the edge (the real check), and
 * the messages match the upstream's, so a field reads the same whichever side rejected it.
 * One wording per message: build new fields from these, never a second copy of a text.
 */

/**
 * «Заполните поле «Телефон»»: the one message of an empty required field, in every form, named by
 * the field's label as the form shows it (never «Укажите …» or «Обязательное поле»).
 */
export const requiredMessage = (label: string) => `Заполните поле «${label}»`;

/** A posted text: absent becomes '', surrounding spaces go. */
export const text = z.pipe(
  z.optional(z.union([z.string(), z.number()])),
  z.transform((v) => (v === undefined ? '' : String(v).trim())),
);

/** A single error message per field: the first failing rule wins. */
export function rules<T>(...list: [test: (value: T) => boolean, message: string][]) {
  return z.superRefine<T>((value, ctx) => {
    for (const [test, message] of list) {
      if (!test(value)) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return;
      }
    }
  });
}

export const NAME_PATTERN = /^[\p{L}][\p{L} .'-]*$/u;

export const name = text.check(
  rules<string>(
    [(v) => v.length > 0, requiredMessage(FIELD_LABELS.contact.name)],
    [(v) => v.length >= 2, 'Имя слишком короткое'],
    [(v) => v.length <= 100, 'Не более 100 символов'],
    [(v) => NAME_PATTERN.test(v), 'Имя может содержать только буквы, пробел, точку, дефис и апостроф'],
  ),
);

export const PHONE_MESSAGE = 'Укажите мобильный номер в формате +7 (9XX) XXX-XX-XX';

/** Any common format in, the upstream's normalised digits out (`79001234567`). */
export const phoneOf = (valid: (digits: string) => boolean, message: string) =>
  z
    .pipe(
      text.check(rules<string>([(v) => v.length <= 40, message])),
      z.transform((v) => normalizePhone(v)),
    )
    .check(rules<string>([(v) => v.length > 0, requiredMessage(FIELD_LABELS.contact.phone)], [valid, message]));

/** A mobile number: forms and registration (the upstream sends SMS to it). */
export const phone = phoneOf(isMobilePhone, PHONE_MESSAGE);

export const CONSENT_MESSAGE = 'Необходимо согласие на обработку персональных данных';

/** A checked checkbox posts `on`; the island may send `true`. Output: the literal `true`. */
export const consent = z
  .pipe(
    z.optional(z.union([z.string(), z.boolean()])),
    z.transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
  )
  .check(rules<boolean>([(v) => v, CONSENT_MESSAGE]));

/** Optional text of at most `max` characters; empty becomes undefined (not sent upstream). */
export const optionalText = (max: number, message = `Не более ${max} символов`) =>
  z.pipe(
    text.check(rules<string>([(v) => v.length <= max, message])),
    z.transform((v) => v || undefined),
  );

/** The free-text comment every site form may carry. */
export const optionalComment = optionalText(1000);

/** Required text of `min`–`max` characters; `label` names it when empty (`requiredMessage`). */
export const requiredText = (min: number, max: number, label: string) =>
  text.check(
    rules<string>(
      [(v) => v.length > 0, requiredMessage(label)],
      [(v) => v.length >= min, `Не менее ${min} символов`],
      [(v) => v.length <= max, `Не более ${max} символов`],
    ),
  );

const digitsOnly = (v: string) => v.replace(/[\s\u00a0\u202f]/g, '');

/** An optional whole number (spaces between digit groups allowed); empty becomes undefined. */
export const optionalInt = (min: number, max: number) =>
  z
    .pipe(
      text,
      z.transform((v) => (digitsOnly(v) === '' ? undefined : Number(digitsOnly(v)))),
    )
    .check(
      rules<number | undefined>(
        [(v) => v === undefined || Number.isInteger(v), 'Введите целое число'],
        [(v) => v === undefined || v >= min, `Не меньше ${min.toLocaleString('ru-RU')}`],
        [(v) => v === undefined || v <= max, `Не больше ${max.toLocaleString('ru-RU')}`],
      ),
    );

/** A required whole number; `empty` is its message when missing (a visible field's: `requiredMessage`). */
export const requiredInt = (min: number, max: number, empty: string) =>
  z
    .pipe(
      text,
      z.transform((v) => (digitsOnly(v) === '' ? Number.NaN : Number(digitsOnly(v)))),
    )
    .check(
      rules<number>(
        [(v) => !Number.isNaN(v), empty],
        [(v) => Number.isInteger(v), 'Введите целое число'],
        [(v) => v >= min, `Не меньше ${min.toLocaleString('ru-RU')}`],
        [(v) => v <= max, `Не больше ${max.toLocaleString('ru-RU')}`],
      ),
    );

/** A positive id chosen from a list (a select or a hidden input). */
export const requiredId = (empty: string) => requiredInt(1, Number.MAX_SAFE_INTEGER, empty);
export const optionalId = () => optionalInt(1, Number.MAX_SAFE_INTEGER);

/**
 * An optional slug (`[a-z0-9-]`) from a select; empty becomes undefined. Factories, like the
 * other field builders, so a page whose forms do not use them ships none of their code.
 */
export const optionalSlug = () =>
  z
    .pipe(
      text,
      z.transform((v) => (v === '' ? undefined : v)),
    )
    .check(rules<string | undefined>([(v) => v === undefined || isSlug(v), 'Выберите значение из списка']));

/** An optional `YYYY-MM-DD` date. */
export const optionalDate = () =>
  z
    .pipe(
      text,
      z.transform((v) => (v === '' ? undefined : v)),
    )
    .check(rules<string | undefined>([(v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Укажите дату']));

/**
 * A public form's submission key: a second post of the same key and fields within 10 minutes is
 * not stored again. Absent is accepted (a page rendered before keys existed); what the site
 * renders is a UUID, so anything but 16–64 of `A-Z a-z 0-9 _ -` is refused.
 */
const submissionKey = z
  .pipe(
    z.optional(z.string()),
    z.transform((v) => v || undefined),
  )
  .check(
    rules<string | undefined>([
      (v) => v === undefined || /^[A-Za-z0-9_-]{16,64}$/.test(v),
      'Форма устарела: обновите страницу и отправьте её ещё раз',
    ]),
  );

/** Fields every public form has (upstream «Common field rules»), and its submission key. */
export const contactFields = { name, phone, consent, [SUBMISSION_KEY_FIELD]: submissionKey };
