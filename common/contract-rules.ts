import { SCHEDULE_STATUSES } from './contract-query';
import { type DuePayment, type DueRow, dueFromSummary, type PaymentDue, statusOn } from './payment-due';

/**
 * Business rules about a client's contracts (and the deals on their way to one), over the least of
 * a contract or a schedule row they read (the upstream's answer shapes are `edge/upstream/contracts.ts`
 * and `deals.ts`): which contract is active, what is due on it as of the account's today, and the
 * schedule rows a page's filters show.
 */

export const isActive = (contract: { status: { slug: string } }): boolean => contract.status.slug === 'active';

/** A deal still on its way to a contract (the account home lists these apart from finished ones). */
export const isInProgress = (deal: { status: { slug: string } }): boolean => deal.status.slug === 'inProgress';

/**
 * A contract as the screens see it: `overdueAmount` and `nextPayment` follow the due rule of
 * `common/payment-due.ts` as of `today` (a «next payment» whose day has passed is overdue), and
 * `due` holds both facts with their dates.
 */
export function withDue<
  C extends {
    overdueAmount: number;
    nextPayment: DuePayment | null;
    penaltyDebt?: number;
    penaltiesCountedOn?: string | null;
  },
>(contract: C, today: string): C & { due: PaymentDue } {
  const due = dueFromSummary(contract, today);
  return { ...contract, overdueAmount: due.overdue.amount, nextPayment: due.next, due };
}

type LabelledRow = { date: string; status: { slug: string; name: string } };

/**
 * Schedule rows as of `today`: a row the upstream still calls «unpaid» after its day is overdue
 * (`common/payment-due.ts`), named as the filters name it — for the table, the summary, the
 * buyout and the exports alike.
 */
export const scheduleRowsOn = <R extends LabelledRow>(rows: readonly R[], today: string): R[] =>
  rows.map((row) => {
    const slug = statusOn(row, today);
    return slug === row.status.slug ? row : { ...row, status: { slug, name: SCHEDULE_STATUSES.get(slug) ?? slug } };
  });

export type ScheduleQuery = { status?: string[]; year?: number };

export type ScheduleSummary = { count: number; total: number; paid: number; unpaid: number; overdue: number };

/**
 * The rows shown for the page's filters, with the summary over them (summed in kopecks, as the
 * upstream does). One schedule call serves the table, the buyout estimate and the exports, so the
 * filters are applied to its rows rather than by a second upstream call.
 */
export function selectScheduleRows<R extends DueRow>(
  schedule: { items: readonly R[] },
  query: ScheduleQuery,
): { items: R[]; summary: ScheduleSummary } {
  const items = schedule.items.filter(
    (row) =>
      (!query.status?.length || query.status.includes(row.status.slug)) &&
      (query.year === undefined || row.date.startsWith(`${query.year}-`)),
  );
  const kop = (slug?: string) =>
    items
      .filter((row) => !slug || row.status.slug === slug)
      .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  return {
    items,
    summary: {
      count: items.length,
      total: kop() / 100,
      paid: kop('paid') / 100,
      unpaid: kop('unpaid') / 100,
      overdue: kop('overdue') / 100,
    },
  };
}

/** The calendar years a contract spans, its first to its last (the schedule's year filter). */
export function contractYears(contract: { date: string; endDate: string }): number[] {
  const first = Number(contract.date.slice(0, 4));
  const last = Number(contract.endDate.slice(0, 4));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * What the contract page says is due: the schedule's reading when it could be made (the schedule
 * and a legal entity's unpaid bills loaded), else the contract's summary; and what to pay now (the
 * QR's sum), only on an active contract.
 */
export function contractDue(
  contract: { status: { slug: string }; due: PaymentDue },
  fromSchedule: { due: PaymentDue; amount: number } | null,
): { due: PaymentDue; payNow: number } {
  return {
    due: fromSchedule?.due ?? contract.due,
    payNow: isActive(contract) && fromSchedule ? fromSchedule.amount : 0,
  };
}
