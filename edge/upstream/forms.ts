import type { FormKind } from '@common/forms/form-kinds';
import type { FormOutput } from '@common/forms/schemas';
import * as z from 'zod/mini';
import { calculateLease } from './calculator';
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

type FormResultKind = Exclude<FormKind, 'booking' | 'car-request' | 'lease-application'>;

/** POST /form-results: the typed site forms (callback, question, trade-in, credit). */
export const submitFormResult = <K extends FormResultKind>(t: Transport, type: K, body: FormOutput<K>) =>
  call(t, '/api/v1/form-results', acceptedSchema, { method: 'POST', json: { type, ...body } });

/**
 * POST /form-results, type lease-application: the terms and the figures of the quote the
 * calculator showed for them, computed again here (POST /calculator/lease), so the back office
 * gets the payment the visitor saw, never a figure typed into a hidden field.
 */
export async function submitLeaseApplication(t: Transport, body: FormOutput<'lease-application'>) {
  const { price, advancePercent, termMonths, buyoutPercent, clientType, ...contact } = body;
  const quote = await calculateLease(t, { price, advancePercent, termMonths, buyoutPercent, clientType });
  return call(t, '/api/v1/form-results', acceptedSchema, {
    method: 'POST',
    json: {
      type: 'lease-application',
      ...contact,
      ...quote.input,
      advance: quote.advance,
      monthlyPayment: quote.monthlyPayment,
    },
  });
}

/** What the back office is told of an early-buyout request: who asks, for which contract, day and sum. */
export type EarlyBuyoutRequest = {
  name: string;
  phone: string;
  contractNumber: string;
  date: string;
  estimate: number;
  comment?: string;
};

/**
 * POST /form-results, type early-buyout: a client's request from the contract page with the day
 * and the estimate they saw (the edge computed it again first), and their consent.
 */
export const submitEarlyBuyout = (t: Transport, body: EarlyBuyoutRequest) =>
  call(t, '/api/v1/form-results', acceptedSchema, {
    method: 'POST',
    json: { type: 'early-buyout', ...body, consent: true },
  });

/** Sends a validated form of any kind to where the upstream stores it. */
export function submitForm<K extends FormKind>(t: Transport, kind: K, body: FormOutput<K>): Promise<FormAccepted> {
  switch (kind) {
    case 'booking':
      return submitBooking(t, body as FormOutput<'booking'>);
    case 'car-request':
      return submitCarRequest(t, body as FormOutput<'car-request'>);
    case 'lease-application':
      return submitLeaseApplication(t, body as FormOutput<'lease-application'>);
    default:
      return submitFormResult(t, kind as FormResultKind, body as never);
  }
}
