import { type ClientType, INDIVIDUAL } from './client-type';
/**
 * The lease calculator's input: ranges of the upstream's `calculator/lease`, defaults, the URL
 * names and the quote. No zod here: the schema lives in `lease-schema.ts`, which the edge imports
 * and the island loads only when the visitor first touches the calculator.
 */
export const LEASE_LIMITS = {
  price: { min: 100_000, max: 500_000_000, step: 10_000 },
  advancePercent: { min: 0, max: 49, step: 1 },
  termMonths: { min: 12, max: 60, step: 1 },
  buyoutPercent: { min: 1, max: 30, step: 1 },
} as const;

export type LeaseInput = {
  price: number;
  advancePercent: number;
  termMonths: number;
  buyoutPercent: number;
  clientType: ClientType;
};

/**
 * The terms of a car's «от … ₽/мес.» (the upstream computes `monthlyPayment` of every car with its
 * `CATALOG_LEASE_TERMS`): every calculator opens on them, so the figure a card or car page names
 * is the calculator's first figure (decision 0019).
 */
export const OFFER_TERMS = { advancePercent: 20, termMonths: 60, buyoutPercent: 1 } as const;

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

/** A lease quote as the calculator shows it (amounts in roubles with kopecks), computed by the upstream. */
export type LeaseQuote = {
  input: LeaseInput;
  annualRatePercent: number;
  advance: number;
  buyout: number;
  monthlyPayment: number;
  total: number;
  overpayment: number;
  appreciationPercentPerYear: number;
  vatInTotal: number;
  taxBenefits: { vatDeduction: number; profitTaxSaving: number; totalSaving: number; netCost: number } | null;
  /** `effectiveFrom`: the day the VAT rate applies from; `profitTaxFrom`: the profit tax's. */
  rates: { vatPercent: number; profitTaxPercent: number; effectiveFrom: string; profitTaxFrom?: string };
};
