import * as z from 'zod/mini';
import { CLIENT_TYPES } from './client-type';
import { formatNumber } from './format';
import { fieldErrorsOf } from './forms/errors';
import { LEASE_LIMITS, type LeaseDraft, type LeaseFieldErrors, type LeaseInput, parseNumberText } from './lease-input';

/**
 * The one zod/mini schema of the calculator's input, with the upstream's Russian messages: the
 * edge route validates with it, the island loads it on first use and checks drafts before asking.
 */
const LABELS = {
  price: 'Стоимость',
  advancePercent: 'Аванс, %',
  termMonths: 'Срок, мес.',
  buyoutPercent: 'Выкупной платёж, %',
} as const;

type NumericField = keyof typeof LABELS;

function bounded(field: NumericField) {
  const { min, max } = LEASE_LIMITS[field];
  return z
    .number('Введите число')
    .check(
      z.refine(Number.isFinite, 'Введите число'),
      z.gte(min, `${LABELS[field]}: не меньше ${formatNumber(min)}`),
      z.lte(max, `${LABELS[field]}: не больше ${formatNumber(max)}`),
    );
}

export const leaseInputSchema = z.strictObject({
  price: bounded('price'),
  advancePercent: bounded('advancePercent'),
  termMonths: bounded('termMonths').check(z.refine(Number.isInteger, 'Срок — целое число месяцев')),
  buyoutPercent: bounded('buyoutPercent'),
  clientType: z.enum(CLIENT_TYPES, 'Выберите: физическое или юридическое лицо'),
});

export type LeaseValidation = { ok: true; input: LeaseInput } | { ok: false; errors: LeaseFieldErrors };

/** Validates what the form holds with the shared schema; errors are keyed by field. */
export function validateLeaseDraft(draft: LeaseDraft): LeaseValidation {
  const result = leaseInputSchema.safeParse({
    price: parseNumberText(draft.price),
    advancePercent: parseNumberText(draft.advancePercent),
    termMonths: parseNumberText(draft.termMonths),
    buyoutPercent: parseNumberText(draft.buyoutPercent),
    clientType: draft.clientType,
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: fieldErrorsOf(result.error.issues) };
}
