import { INDIVIDUAL } from './client-type';
import { type LeaseInput, OFFER_TERMS, type LeaseQuote as QuoteOfTheBackOffice } from './with-upstream/lease';

/**
 * The lease calculator's input: its ranges and the opening terms are the back office's
 * (`LEASE_LIMITS`, `OFFER_TERMS` of common/with-upstream/lease.ts), then defaults, the URL names
 * and the quote. No zod here: the schema lives in `lease-schema.ts`, which the edge imports and
 * the island loads only when the visitor first touches the calculator.
 */
export { LEASE_LIMITS, type LeaseInput, OFFER_TERMS } from './with-upstream/lease';

export const LEASE_DEFAULTS: Omit<LeaseInput, 'price'> = { ...OFFER_TERMS, clientType: INDIVIDUAL };

export const DEFAULT_LEASE_PRICE = 3_000_000;

export type LeaseFieldErrors = Partial<Record<keyof LeaseInput | '_', string[]>>;

/** Text typed into a number field (`3 000 000`, `12,5`) → number; empty or junk → NaN. */
export function parseNumberText(text: string | null | undefined): number {
  const clean = (text ?? '').replace(/[\s\u00a0\u202f₽%]/g, '').replace(',', '.');
  if (!clean || !/^-?\d+(\.\d+)?$/.test(clean)) return Number.NaN;
  return Number(clean);
}

/** Names of the calculator's fields in a GET form and in a shared URL. */
export const LEASE_QUERY = {
  price: 'price',
  advancePercent: 'advance',
  termMonths: 'term',
  buyoutPercent: 'buyout',
  clientType: 'client',
} as const;

export type LeaseDraft = Record<keyof LeaseInput, string>;

/** The query name of the car an application from a car page is about. */
export const LEASE_CAR_QUERY = 'car';
/** The id of the application form on /leasing-calculator (its anchor is `#form-{id}`). */
export const LEASE_APPLICATION_FORM = 'lease-application';

/**
 * «Оставить заявку на этих условиях»: /leasing-calculator with the quote's terms in the query (its
 * calculator opens on them) and its application form in view.
 */
export function leaseApplicationHref(input: LeaseInput, carId?: number): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(LEASE_QUERY) as (keyof LeaseInput)[]) params.set(LEASE_QUERY[key], String(input[key]));
  if (carId) params.set(LEASE_CAR_QUERY, String(carId));
  return `/leasing-calculator?${params}#form-${LEASE_APPLICATION_FORM}`;
}

/** The values as the form shows them (strings), from a query string with defaults filled in. */
export function draftFromQuery(params: URLSearchParams, defaults: LeaseInput): LeaseDraft {
  const pick = (key: keyof LeaseInput) => params.get(LEASE_QUERY[key]) ?? String(defaults[key]);
  return {
    price: pick('price'),
    advancePercent: pick('advancePercent'),
    termMonths: pick('termMonths'),
    buyoutPercent: pick('buyoutPercent'),
    clientType: pick('clientType'),
  };
}

/**
 * A lease quote as the calculator shows it (amounts in roubles with kopecks), computed by the
 * upstream: the back office's quote without `financed`, and a company's own back office may leave
 * out the day of the profit tax rate (`profitTaxFrom`: then no day is shown).
 */
export type LeaseQuote = Omit<QuoteOfTheBackOffice, 'financed' | 'rates'> & {
  rates: Omit<QuoteOfTheBackOffice['rates'], 'profitTaxFrom'> & { profitTaxFrom?: string };
};
