import { type FormKind, SUBMISSION_KEY_FIELD } from '@common/forms/form-kinds';
import type { FormOutput } from '@common/forms/schemas';
import * as z from 'zod/mini';
import { call, type Transport } from './transport';

const acceptedSchema = z.pipe(
  z.object({ id: z.int(), message: z.string() }),
  z.transform((r) => ({ id: r.id, message: r.message })),
);

export type FormAccepted = z.output<typeof acceptedSchema>;

/** A form's fields as the upstream takes them: without the submission key, which goes as a header. */
type Fields<K extends FormKind> = Omit<FormOutput<K>, typeof SUBMISSION_KEY_FIELD>;

/** POST /bookings: a viewing of a catalogue car. */
export const submitBooking = (t: Transport, body: Fields<'booking'>, idempotencyKey?: string) =>
  call(t, '/api/v1/bookings', acceptedSchema, { method: 'POST', json: body, idempotencyKey });

/** POST /cars/empty: a car that is not in stock. */
export const submitCarRequest = (t: Transport, body: Fields<'car-request'>, idempotencyKey?: string) =>
  call(t, '/api/v1/cars/empty', acceptedSchema, { method: 'POST', json: body, idempotencyKey });

type FormResultKind = Exclude<FormKind, 'booking' | 'car-request'>;

/**
 * POST /form-results: the typed site forms (callback, question, trade-in, credit, lease
 * application). A lease application sends its terms only: the back office's calculator computes
 * its advance and payment (issue 37), as it computed the quote the visitor saw.
 */
export const submitFormResult = <K extends FormResultKind>(
  t: Transport,
  type: K,
  body: Fields<K>,
  idempotencyKey?: string,
) => call(t, '/api/v1/form-results', acceptedSchema, { method: 'POST', json: { type, ...body }, idempotencyKey });

/** What the back office is told of an early-buyout request: who asks, for which contract and day. */
export type EarlyBuyoutRequest = {
  name: string;
  phone: string;
  contractNumber: string;
  date: string;
  comment?: string;
};

/**
 * POST /form-results, type early-buyout, with the client's bearer token (the transport's): the back
 * office accepts it only for the client's own contract and computes the estimate for the day
 * itself (issue 37); the consent is the form's.
 */
export const submitEarlyBuyout = (t: Transport, body: EarlyBuyoutRequest) =>
  call(t, '/api/v1/form-results', acceptedSchema, {
    method: 'POST',
    json: { type: 'early-buyout', ...body, consent: true },
  });

/** A form's fields for the upstream, and its submission key (absent from a page rendered before keys). */
function split<K extends FormKind>(body: FormOutput<K>): [Fields<K>, string | undefined] {
  const { [SUBMISSION_KEY_FIELD]: key, ...fields } = body;
  return [fields, key];
}

/** Sends a validated form of any kind to where the upstream stores it, its submission key as a header. */
export function submitForm<K extends FormKind>(t: Transport, kind: K, body: FormOutput<K>): Promise<FormAccepted> {
  switch (kind) {
    case 'booking':
      return submitBooking(t, ...split(body as FormOutput<'booking'>));
    case 'car-request':
      return submitCarRequest(t, ...split(body as FormOutput<'car-request'>));
    default:
      return submitFormResult(t, kind as FormResultKind, ...split(body as FormOutput<FormResultKind>));
  }
}
