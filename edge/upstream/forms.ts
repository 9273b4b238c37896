import type { FormKind } from '@common/forms/form-kinds';
import type { FormOutput } from '@common/forms/schemas';
import * as z from 'zod/mini';
import { call, type Transport } from './transport';

const acceptedSchema = z.pipe(
  z.object({ id: z.int(), message: z.string() }),
  z.transform((r) => ({ id: r.id, message: r.message })),
);

export type FormAccepted = z.output<typeof acceptedSchema>;

/** POST /bookings: a viewing of a catalogue car. */
export const submitBooking = (t: Transport, body: FormOutput<'booking'>) =>
  call(t, '/api/v1/bookings', acceptedSchema, { method: 'POST', json: body });

/** POST /cars/empty: a car that is not in stock. */
export const submitCarRequest = (t: Transport, body: FormOutput<'car-request'>) =>
  call(t, '/api/v1/cars/empty', acceptedSchema, { method: 'POST', json: body });

/** POST /form-results: the typed site forms (callback, question, trade-in, credit). */
export const submitFormResult = <K extends Exclude<FormKind, 'booking' | 'car-request'>>(
  t: Transport,
  type: K,
  body: FormOutput<K>,
) => call(t, '/api/v1/form-results', acceptedSchema, { method: 'POST', json: { type, ...body } });

/** Sends a validated form of any kind to where the upstream stores it. */
export function submitForm<K extends FormKind>(t: Transport, kind: K, body: FormOutput<K>): Promise<FormAccepted> {
  switch (kind) {
    case 'booking':
      return submitBooking(t, body as FormOutput<'booking'>);
    case 'car-request':
      return submitCarRequest(t, body as FormOutput<'car-request'>);
    default:
      return submitFormResult(t, kind as Exclude<FormKind, 'booking' | 'car-request'>, body as never);
  }
}
