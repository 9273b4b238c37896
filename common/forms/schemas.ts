import type * as z from 'zod/mini';
import type { FormKind } from './form-kinds';
import { bookingForm } from './public/booking';
import { callbackForm } from './public/callback';
import { carRequestForm } from './public/car-request';
import { creditForm } from './public/credit';
import { leaseApplicationForm } from './public/lease-application';
import { questionForm } from './public/question';
import { tradeInForm } from './public/trade-in';

/**
 * Every public form's schema by kind, for the edge route `/api/forms/{kind}`. Output = the
 * upstream request body (without `type`, which the edge adds). Each form's island imports its own
 * module from ./public/ instead, so a page loads only the schemas of the forms it shows.
 */
export const formSchemas = {
  booking: bookingForm,
  callback: callbackForm,
  question: questionForm,
  'trade-in': tradeInForm,
  credit: creditForm,
  'car-request': carRequestForm,
  'lease-application': leaseApplicationForm,
} as const satisfies Record<FormKind, z.ZodMiniType>;

export type FormOutput<K extends FormKind> = z.output<(typeof formSchemas)[K]>;
