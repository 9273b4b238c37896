import * as z from 'zod/mini';
import {
  contactFields,
  optionalDate,
  optionalId,
  optionalInt,
  optionalSlug,
  optionalText,
  requiredId,
  requiredInt,
  requiredText,
} from './fields';

/**
 * One schema per form kind, shared by the form islands and the edge route `/api/forms/{kind}`.
 * Output = the upstream request body (without `type`, which the edge adds).
 */
const comment = optionalText(1000);

/** Booking a catalogue car for a viewing → POST /bookings. */
export const bookingForm = z.object({
  ...contactFields,
  carId: requiredId('Автомобиль не найден'),
  officeId: optionalId(),
  date: optionalDate,
  comment,
});

/** «Перезвоните мне» (home) → POST /form-results, type callback. */
export const callbackForm = z.object({ ...contactFields, comment });

/** Question from the contacts page → POST /form-results, type question. */
export const questionForm = z.object({
  ...contactFields,
  questionTypeId: requiredId('Выберите тип вопроса'),
  questionCategoryId: requiredId('Выберите категорию'),
  text: requiredText(3, 2000, 'Напишите вопрос'),
  email: z
    .pipe(
      optionalText(200),
      z.transform((v) => v),
    )
    .check(z.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Укажите адрес электронной почты')),
});

/** Trade-in application → POST /form-results, type trade-in. */
export const tradeInForm = z.object({
  ...contactFields,
  brand: requiredText(1, 60, 'Укажите марку'),
  model: requiredText(1, 60, 'Укажите модель'),
  year: requiredInt(1980, 2100, 'Укажите год выпуска'),
  mileage: optionalInt(0, 2_000_000),
  desiredCarId: optionalId(),
  comment,
});

/** Credit application → POST /form-results, type credit. */
export const creditForm = z.object({
  ...contactFields,
  amount: requiredInt(100_000, 100_000_000, 'Укажите сумму'),
  termMonths: requiredInt(12, 84, 'Укажите срок'),
  carId: optionalId(),
  bankId: optionalId(),
  comment,
});

/** A car not in stock (catalogue empty state) → POST /cars/empty. */
export const carRequestForm = z.object({
  ...contactFields,
  brand: optionalText(60),
  model: optionalText(60),
  vehicleType: optionalSlug,
  city: optionalSlug,
  budget: optionalInt(0, 1_000_000_000),
  comment,
});

export const formSchemas = {
  booking: bookingForm,
  callback: callbackForm,
  question: questionForm,
  'trade-in': tradeInForm,
  credit: creditForm,
  'car-request': carRequestForm,
} as const;

export type FormKind = keyof typeof formSchemas;
export const FORM_KINDS = Object.keys(formSchemas) as FormKind[];
export type FormOutput<K extends FormKind> = z.output<(typeof formSchemas)[K]>;

/** Where a form posts: the same address with and without JavaScript. */
export const formAction = (kind: FormKind) => `/api/forms/${kind}`;
