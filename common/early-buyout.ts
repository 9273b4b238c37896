/**
 * An early buyout estimate: what it would take to close a lease on a chosen day, from the
 * contract's schedule. The day lies between today and the contract's end. The estimate is the
 * principal still owed after the last payment due by that day (the buyout payment included), the
 * interest accrued on it from that payment's day to the chosen day, the payments overdue today, the
 * payments falling due from today to that day, and the penalties owed today (later penalties are
 * not known in advance). An estimate, not an offer: the leasing company computes the exact sum.
 *
 * Interest convention (the annuity's own): a month's interest is the principal × i, i = r / 12 (r the
 * contract's yearly rate), and a part of a month earns that pro rata by days: principal × i × days
 * since the last payment day / days from it to the next payment day. On a payment day it is 0 (that
 * day's payment carries the month's interest). The back office's copy is
 * `upstream/src/calculator/early-buyout.ts`; a test holds the two to one figure.
 */
import { isActive } from './contract-rules';
import { type DuePenalties, statusOn } from './payment-due';
import { isCalendarDay } from './today';

export type BuyoutRow = {
  date: string;
  amount: number;
  principal: number;
  balance: number;
  kind: { slug: string };
  status: { slug: string };
};

export type BuyoutEstimate = {
  date: string;
  /** The day the overdue amount and the penalties are counted on. */
  today: string;
  /** Principal owed after the last payment due by the date, buyout payment included. */
  principal: number;
  /** Interest on that principal from the last payment day to the date (see the convention above). */
  interest: number;
  /** The buyout payment of the schedule. */
  buyout: number;
  /** Payments not paid whose day has passed by today. */
  overdue: number;
  /** Payments falling due from today to the date, not yet paid. */
  due: number;
  /** Penalties charged and not paid, as counted on `penaltiesOn` (null: none ever were). */
  penalties: number;
  penaltiesOn: string | null;
  total: number;
};

/** Sums in kopecks, so the estimate adds up exactly. */
const kop = (value: number) => Math.round(value * 100);

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Interest accrued on `principalKop` from `from` (the last payment day) to `date`, the next payment
 * falling on `next` (null: none left): principal × r / 12 × days / days of the period, in kopecks.
 * `rateBp`: the yearly rate in basis points, so both copies of the rule divide the same numbers.
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

export function estimateBuyout(
  rows: readonly BuyoutRow[],
  date: string,
  { today, penalties: counted, rate }: { today: string; penalties: DuePenalties; rate: number },
): BuyoutEstimate {
  const penalties = counted.amount;
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const past = sorted.filter((row) => row.date <= date && row.kind.slug !== 'buyout');
  const first = sorted.find((row) => row.kind.slug !== 'advance');
  const financed = first ? kop(first.balance) + kop(first.principal) : 0;
  const last = past.filter((row) => row.kind.slug !== 'advance').at(-1);
  const principal = last ? kop(last.balance) : financed;
  const from = last?.date ?? sorted[0]?.date ?? date;
  const next = sorted.find((row) => row.date > date && row.kind.slug === 'monthly')?.date ?? null;
  const interest = accruedInterestKop(principal, Math.round(rate * 100), from, date, next);
  const buyout = kop(sorted.find((row) => row.kind.slug === 'buyout')?.amount ?? 0);
  const sum = (status: string) =>
    past.filter((row) => statusOn(row, today) === status).reduce((total, row) => total + kop(row.amount), 0);
  const overdue = sum('overdue');
  const due = sum('unpaid');
  const total = principal + interest + overdue + due + kop(penalties);
  return {
    date,
    today,
    principal: principal / 100,
    interest: interest / 100,
    buyout: buyout / 100,
    overdue: overdue / 100,
    due: due / 100,
    penalties: kop(penalties) / 100,
    penaltiesOn: counted.countedOn,
    total: total / 100,
  };
}

export type BuyoutBounds = { min: string; max: string };

/** The days a buyout may be estimated for: today to the contract's end; none once the end has passed. */
export function buyoutBounds(today: string, endDate: string): BuyoutBounds | null {
  return endDate >= today ? { min: today, max: endDate } : null;
}

const ruDay = (day: string) => day.split('-').reverse().join('.');

/** The field's error for a day outside the bounds (or not a day at all); undefined when it is fine. */
export function buyoutDayError(day: string, bounds: BuyoutBounds): string | undefined {
  if (!isCalendarDay(day)) return 'Укажите дату выкупа в формате ДД.ММ.ГГГГ';
  if (day < bounds.min || day > bounds.max)
    return `Выберите дату выкупа с ${ruDay(bounds.min)} по ${ruDay(bounds.max)}: раньше сегодняшнего дня и позже окончания договора выкуп не рассчитывается`;
  return undefined;
}

export type BuyoutOffer = { bounds: BuyoutBounds; day: string; error?: string; estimate: BuyoutEstimate | null };

/**
 * The early buyout of a contract on a day (today when none is chosen), for the page and the
 * request alike: null when there is none (a closed contract, or its end has passed); else the
 * bounds, the field's error for the day, and the estimate (null with an error or without the
 * schedule's rows).
 */
export function buyoutOffer(
  contract: BuyoutContract,
  rows: readonly BuyoutRow[] | undefined,
  day: string | undefined,
  today: string,
): BuyoutOffer | null {
  const bounds = isActive(contract) ? buyoutBounds(today, contract.endDate) : null;
  if (!bounds) return null;
  const chosen = day ?? today;
  const error = buyoutDayError(chosen, bounds);
  const estimate = error || !rows ? null : estimateBuyout(rows, chosen, estimateTerms(contract, today));
  return { bounds, day: chosen, error, estimate };
}

type BuyoutContract = { status: { slug: string }; endDate: string; rate: number; due: { penalties: DuePenalties } };

const estimateTerms = (contract: BuyoutContract, today: string) => ({
  today,
  penalties: contract.due.penalties,
  rate: contract.rate,
});

export type BuyoutPlanDay = { date: string; total: number; saving: number };

/** How many payment days after today the planner shows. */
export const PLAN_PAYMENT_DAYS = 6;

/**
 * The buyout planner: the estimate for today and for each of the next six payment days, each with
 * what it saves against running the contract to its end (every payment not paid, the buyout
 * payment included, and the penalties owed today); empty when there is no buyout.
 */
export function buyoutPlan(contract: BuyoutContract, rows: readonly BuyoutRow[], today: string): BuyoutPlanDay[] {
  const bounds = isActive(contract) ? buyoutBounds(today, contract.endDate) : null;
  if (!bounds || !rows.length) return [];
  const toEnd =
    rows.filter((row) => row.status.slug !== 'paid').reduce((sum, row) => sum + kop(row.amount), 0) +
    kop(contract.due.penalties.amount);
  const paymentDays = [
    ...new Set(rows.filter((row) => row.kind.slug === 'monthly' && row.date > today).map((row) => row.date)),
  ]
    .sort()
    .slice(0, PLAN_PAYMENT_DAYS);
  return [today, ...paymentDays]
    .filter((date) => date <= bounds.max)
    .map((date) => {
      const { total } = estimateBuyout(rows, date, estimateTerms(contract, today));
      return { date, total, saving: Math.max(0, toEnd - kop(total)) / 100 };
    });
}
