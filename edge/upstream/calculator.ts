import { CLIENT_TYPES } from '@common/client-type';
import type { LeaseInput, LeaseQuote } from '@common/lease-input';
import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import type { Transport } from './transport';

const quoteSchema = z.pipe(
  z.object({
    input: z.object({
      price: z.number(),
      advancePercent: z.number(),
      termMonths: z.number(),
      buyoutPercent: z.number(),
      clientType: z.enum(CLIENT_TYPES),
    }),
    annualRatePercent: z.number(),
    advance: z.number(),
    financed: z.number(),
    buyout: z.number(),
    monthlyPayment: z.number(),
    total: z.number(),
    overpayment: z.number(),
    appreciationPercentPerYear: z.number(),
    vatInTotal: z.number(),
    taxBenefits: z.nullable(
      z.object({
        vatDeduction: z.number(),
        profitTaxSaving: z.number(),
        totalSaving: z.number(),
        netCost: z.number(),
      }),
    ),
    // `effectiveFrom`: the VAT rate's day; `profitTaxFrom`: the profit tax's (an upstream without it: no day shown).
    rates: z.object({
      vatPercent: z.number(),
      profitTaxPercent: z.number(),
      effectiveFrom: z.string(),
      profitTaxFrom: z.optional(z.string()),
    }),
  }),
  z.transform(
    (q): LeaseQuote => ({
      input: q.input,
      annualRatePercent: q.annualRatePercent,
      advance: q.advance,
      buyout: q.buyout,
      monthlyPayment: q.monthlyPayment,
      total: q.total,
      overpayment: q.overpayment,
      appreciationPercentPerYear: q.appreciationPercentPerYear,
      vatInTotal: q.vatInTotal,
      taxBenefits: q.taxBenefits,
      rates: q.rates,
    }),
  ),
);

export type { LeaseQuote };

/**
 * POST /calculator/lease: the upstream computes; the site never duplicates the formula. A pure
 * function of its inputs, so each input's quote is public data (public-cache.ts): the home, car
 * and calculator pages render the default quote without a call.
 */
export function calculateLease(t: Transport, input: LeaseInput): Promise<LeaseQuote> {
  return cachedCall(t, '/api/v1/calculator/lease', quoteSchema, { method: 'POST', json: input });
}
