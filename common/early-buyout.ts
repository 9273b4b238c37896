/**
 * The early buyout on the site: the estimate in roubles as the contract page shows it, the days it
 * may be asked for, the offer of the page and the request, and the planner. The rule itself, in
 * kopecks, is the back office's too (`common/with-upstream/buyout-estimate.ts`); here a row's
 * status is taken as of today (`statusOn`: the back office's may be older). An estimate, not an
 * offer: the leasing company computes the exact sum.
 */
import { isActive } from './contract-rules';
import { type DuePenalties, statusOn } from './payment-due';
import { isCalendarDay } from './today';
import { type BuyoutEstimateKop, type BuyoutScheduleRow, estimateBuyoutKop } from './with-upstream/buyout-estimate';

export type BuyoutRow = {
  date: string;
  amount: number;
  principal: number;
  balance: number;
  kind: { slug: string };
  status: { slug: string };
};

/** The estimate's parts (`BuyoutEstimateKop`'s) in roubles, not kopecks, with the days it is counted on. */
export type BuyoutEstimate = Record<keyof BuyoutEstimateKop, number> & {
  date: string;
  /** The day the overdue amount and the penalties are counted on. */
  today: string;
  /** The day the penalties were counted to (null: none ever were). */
  penaltiesOn: string | null;
};

/** Sums in kopecks, so the estimate adds up exactly. */
const kop = (value: number) => Math.round(value * 100);

const rowInKopecks = (row: BuyoutRow, today: string): BuyoutScheduleRow => ({
  date: row.date,
  kind: row.kind.slug,
  amountKop: kop(row.amount),
  principalKop: kop(row.principal),
  balanceKop: kop(row.balance),
  status: statusOn(row, today),
});

/** The estimate for `date` as of `today`, in roubles; `rate`: the contract's yearly rate, percent. */
export function estimateBuyout(
  rows: readonly BuyoutRow[],
  date: string,
  { today, penalties, rate }: { today: string; penalties: DuePenalties; rate: number },
): BuyoutEstimate {
  const estimate = estimateBuyoutKop(
    rows.map((row) => rowInKopecks(row, today)),
    date,
    { penaltiesKop: kop(penalties.amount), rateBp: Math.round(rate * 100) },
  );
  return {
    date,
    today,
    principal: estimate.principal / 100,
    interest: estimate.interest / 100,
    buyout: estimate.buyout / 100,
    overdue: estimate.overdue / 100,
    due: estimate.due / 100,
    penalties: estimate.penalties / 100,
    penaltiesOn: penalties.countedOn,
    total: estimate.total / 100,
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
