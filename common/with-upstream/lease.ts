/**
 * Lease payment: an annuity on the financed part with an advance and a buyout (ARCHITECTURE.md,
 * "Domain notes"). Pure, so the back office's catalogue and calculator endpoint, the site's
 * calculator (its ranges and opening terms, common/lease-input.ts) and the tests share it.
 */
import { type ClientType, LEGAL_ENTITY } from './client-type';

/**
 * Tax facts with the day each applies from: VAT 22% from 2026-01-01 (`effectiveFrom`), profit tax
 * 25% from 2025-01-01 (176-ФЗ of 12.07.2024).
 */
export const TAX_RATES = {
  vatPercent: 22,
  profitTaxPercent: 25,
  effectiveFrom: '2026-01-01',
  profitTaxFrom: '2025-01-01',
} as const;

/** The company's annual rate (удорожание base) used for every quote. */
export const ANNUAL_RATE_PERCENT = 20;

/**
 * Accepted input ranges: the endpoint rejects anything outside them with 422; the site's
 * calculator offers them (`step`: its sliders' step).
 */
export const LEASE_LIMITS = {
  price: { min: 100_000, max: 500_000_000, step: 10_000 },
  advancePercent: { min: 0, max: 49, step: 1 },
  termMonths: { min: 12, max: 60, step: 1 },
  buyoutPercent: { min: 1, max: 30, step: 1 },
} as const;

/**
 * The terms behind `monthlyPayment` in catalogue cards («от … ₽/мес.»): every calculator of the
 * site opens on them, so the figure a card or car page names is the calculator's first figure
 * (decision 0019).
 */
export const OFFER_TERMS = { advancePercent: 20, termMonths: 60, buyoutPercent: 1 } as const;

export interface LeaseInput {
  price: number;
  advancePercent: number;
  termMonths: number;
  buyoutPercent: number;
  clientType: ClientType;
}

export interface LeaseQuote {
  input: LeaseInput;
  annualRatePercent: number;
  advance: number;
  financed: number;
  buyout: number;
  monthlyPayment: number;
  total: number;
  overpayment: number;
  appreciationPercentPerYear: number;
  vatInTotal: number;
  /** Only for legal entities: what VAT deduction and expensing the payments save. */
  taxBenefits: { vatDeduction: number; profitTaxSaving: number; totalSaving: number; netCost: number } | null;
  /** `effectiveFrom`: the VAT rate's day; `profitTaxFrom`: the profit-tax rate's. */
  rates: { vatPercent: number; profitTaxPercent: number; effectiveFrom: string; profitTaxFrom: string };
}

/** Money is kept to kopecks. */
const kopecks = (x: number): number => Math.round(x * 100) / 100;

/** Exact (unrounded) monthly payment M = (F − B/(1+i)^n) · i / (1 − (1+i)^−n). */
export function annuityPayment(price: number, advanceShare: number, months: number, buyoutShare: number): number {
  const i = ANNUAL_RATE_PERCENT / 100 / 12;
  const financed = price * (1 - advanceShare);
  const buyout = price * buyoutShare;
  const growth = (1 + i) ** months;
  return ((financed - buyout / growth) * i) / (1 - 1 / growth);
}

/** Monthly payment of the catalogue terms for a price, rounded to whole roubles for cards. */
export function catalogMonthlyPayment(price: number): number {
  const t = OFFER_TERMS;
  return Math.round(annuityPayment(price, t.advancePercent / 100, t.termMonths, t.buyoutPercent / 100));
}

export function calculateLease(input: LeaseInput): LeaseQuote {
  const { price, termMonths: n } = input;
  const vat = TAX_RATES.vatPercent / 100;
  const advance = kopecks(price * (input.advancePercent / 100));
  const buyout = kopecks(price * (input.buyoutPercent / 100));
  const monthlyPayment = kopecks(annuityPayment(price, input.advancePercent / 100, n, input.buyoutPercent / 100));
  // The total is what the client actually pays: the rounded monthly payment n times.
  const total = kopecks(advance + n * monthlyPayment + buyout);
  const overpayment = kopecks(total - price);
  const vatInTotal = kopecks((total * vat) / (1 + vat));
  let taxBenefits: LeaseQuote['taxBenefits'] = null;
  if (input.clientType === LEGAL_ENTITY) {
    const profitTaxSaving = kopecks(((total - buyout) / (1 + vat)) * (TAX_RATES.profitTaxPercent / 100));
    const totalSaving = kopecks(vatInTotal + profitTaxSaving);
    taxBenefits = { vatDeduction: vatInTotal, profitTaxSaving, totalSaving, netCost: kopecks(total - totalSaving) };
  }
  return {
    input,
    annualRatePercent: ANNUAL_RATE_PERCENT,
    advance,
    financed: kopecks(price - advance),
    buyout,
    monthlyPayment,
    total,
    overpayment,
    appreciationPercentPerYear: Math.round(((total - price) / price / (n / 12)) * 10_000) / 100,
    vatInTotal,
    taxBenefits,
    rates: { ...TAX_RATES },
  };
}
