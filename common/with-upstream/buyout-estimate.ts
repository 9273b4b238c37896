/**
 * The early buyout estimate, in kopecks: what closes a lease on a chosen day, from the contract's
 * schedule. One rule for the site's contract page and planner (`common/early-buyout.ts`) and for
 * the figure the back office stores with a request (never one the client sends): a client must not
 * see one sum and be asked for another. The estimate is the principal still owed after the last
 * payment due by that day (the buyout payment included), the interest accrued on it from that
 * payment's day to the chosen day, the payments overdue today, the payments falling due from today
 * to that day, and the penalties owed today (later penalties are not known in advance).
 *
 * Interest convention (the annuity's own): a month's interest is the principal × i, i = r / 12 (r the
 * contract's yearly rate), and a part of a month earns that pro rata by days: principal × i × days
 * since the last payment day / days from it to the next payment day. On a payment day it is 0 (that
 * day's payment carries the month's interest).
 */

/** A schedule row as the rule reads it: sums in kopecks, the status as of today. */
export type BuyoutScheduleRow = {
  date: string;
  /** `advance`, `monthly` or `buyout`. */
  kind: string;
  amountKop: number;
  principalKop: number;
  /** The principal still owed once this payment is made. */
  balanceKop: number;
  /** As of today: a payment not paid whose day has passed is overdue. */
  status: 'paid' | 'unpaid' | 'overdue';
};

/** The estimate's parts, in kopecks; `total` is their sum, so it adds up exactly. */
export type BuyoutEstimateKop = {
  /** Principal owed after the last payment due by the date, buyout payment included. */
  principal: number;
  /** Interest on that principal from the last payment day to the date (see the convention above). */
  interest: number;
  /** The buyout payment of the schedule (shown, not added: the principal includes it). */
  buyout: number;
  /** Payments not paid whose day has passed by today. */
  overdue: number;
  /** Payments falling due from today to the date, not yet paid. */
  due: number;
  /** Penalties charged and not paid as of today. */
  penalties: number;
  total: number;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Interest accrued on `principalKop` from `from` (the last payment day) to `date`, the next payment
 * falling on `next` (null: none left): principal × r / 12 × days / days of the period, in kopecks.
 * `rateBp`: the yearly rate in basis points, as the back office stores it.
 */
export function accruedInterestKop(
  principalKop: number,
  rateBp: number,
  from: string,
  date: string,
  next: string | null,
): number {
  const days = daysBetween(from, date);
  const period = next ? daysBetween(from, next) : 0;
  if (days <= 0 || period <= 0) return 0;
  return Math.round((principalKop * (rateBp / 10_000) * Math.min(days, period)) / (12 * period));
}

/**
 * The estimate for `date` (between today and the contract's end). Rows of one day keep the order
 * they are given in (the back office reads them by day and position).
 */
export function estimateBuyoutKop(
  rows: readonly BuyoutScheduleRow[],
  date: string,
  { penaltiesKop, rateBp }: { penaltiesKop: number; rateBp: number },
): BuyoutEstimateKop {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const past = sorted.filter((row) => row.date <= date && row.kind !== 'buyout');
  const first = sorted.find((row) => row.kind !== 'advance');
  const financed = first ? first.balanceKop + first.principalKop : 0;
  const last = past.filter((row) => row.kind !== 'advance').at(-1);
  const principal = last ? last.balanceKop : financed;
  const from = last?.date ?? sorted[0]?.date ?? date;
  const next = sorted.find((row) => row.date > date && row.kind === 'monthly')?.date ?? null;
  const interest = accruedInterestKop(principal, rateBp, from, date, next);
  const buyout = sorted.find((row) => row.kind === 'buyout')?.amountKop ?? 0;
  const sum = (status: BuyoutScheduleRow['status']) =>
    past.filter((row) => row.status === status).reduce((total, row) => total + row.amountKop, 0);
  const overdue = sum('overdue');
  const due = sum('unpaid');
  const total = principal + interest + overdue + due + penaltiesKop;
  return { principal, interest, buyout, overdue, due, penalties: penaltiesKop, total };
}
