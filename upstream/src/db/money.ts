/**
 * Money is stored as integer kopecks (exact sums, no float drift) and returned by the API as
 * roubles: a number with at most two decimals (88578.12).
 */
export const roubles = (kop: number): number => Math.round(kop) / 100;

/** VAT share inside an amount that includes it: X·v/(100+v), rounded to the kopeck. */
export const vatInsideKop = (amountKop: number, ratePercent: number): number =>
  Math.round((amountKop * ratePercent) / (100 + ratePercent));

/** НДС in force on a date: 20% until 2025, 22% from 2026-01-01. */
export const vatRateOn = (isoDate: string): number => (isoDate >= '2026-01-01' ? 22 : 20);
