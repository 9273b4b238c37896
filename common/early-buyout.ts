/**
 * An early buyout estimate: what it would take to close a lease on a chosen day, from the
 * contract's schedule. The day lies between today and the contract's end. The estimate is the
 * principal still owed after the last payment due by that day (the buyout payment included), the
 * payments overdue today, the payments falling due from today to that day, and the penalties
 * charged by today (later penalties are not known in advance). An estimate, not an offer: the
 * leasing company computes the exact sum.
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

export function estimateBuyout(
  rows: readonly BuyoutRow[],
  date: string,
  { today, penalties: counted }: { today: string; penalties: DuePenalties },
): BuyoutEstimate {
  const penalties = counted.amount;
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const past = sorted.filter((row) => row.date <= date && row.kind.slug !== 'buyout');
  const first = sorted.find((row) => row.kind.slug !== 'advance');
  const financed = first ? kop(first.balance) + kop(first.principal) : 0;
  const last = past.filter((row) => row.kind.slug !== 'advance').at(-1);
  const principal = last ? kop(last.balance) : financed;
  const buyout = kop(sorted.find((row) => row.kind.slug === 'buyout')?.amount ?? 0);
  const sum = (status: string) =>
    past.filter((row) => statusOn(row, today) === status).reduce((total, row) => total + kop(row.amount), 0);
  const overdue = sum('overdue');
  const due = sum('unpaid');
  const total = principal + overdue + due + kop(penalties);
  return {
    date,
    today,
    principal: principal / 100,
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
  contract: { status: { slug: string }; endDate: string; due: { penalties: DuePenalties } },
  rows: readonly BuyoutRow[] | undefined,
  day: string | undefined,
  today: string,
): BuyoutOffer | null {
  const bounds = isActive(contract) ? buyoutBounds(today, contract.endDate) : null;
  if (!bounds) return null;
  const chosen = day ?? today;
  const error = buyoutDayError(chosen, bounds);
  const estimate = error || !rows ? null : estimateBuyout(rows, chosen, { today, penalties: contract.due.penalties });
  return { bounds, day: chosen, error, estimate };
}
