/**
 * The back office's early-buyout estimate: what closes a contract on a chosen day, from its
 * schedule. The same rule as the site's contract page (its `common/early-buyout.ts`, which the
 * back office does not import): the principal still owed after the last payment due by that day
 * (the buyout payment included), the interest accrued on it since that payment's day (i = r / 12,
 * pro rata by the days of the payment period), the payments overdue today, the payments falling due
 * from today to that day, and the penalties owed today. In kopecks, so it adds up exactly. The figure
 * stored with a request is this one, never one the client sends.
 */
import type { ScheduleRow } from '../db/contracts';

export type BuyoutEstimateKop = {
  principal: number;
  interest: number;
  overdue: number;
  due: number;
  penalties: number;
  total: number;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Principal × (rate / 12) × days since `from` / days from `from` to `next`; 0 on a payment day. */
function accruedInterestKop(principalKop: number, rateBp: number, from: string, date: string, next: string | null) {
  const days = daysBetween(from, date);
  const period = next ? daysBetween(from, next) : 0;
  if (days <= 0 || period <= 0) return 0;
  return Math.round((principalKop * (rateBp / 10_000) * Math.min(days, period)) / (12 * period));
}

/**
 * `rows`: the whole schedule with each status as of today (`findContractSchedule`); `rateBp` the
 * contract's yearly rate; `penaltyDebtKop` the penalties owed today.
 */
export function estimateBuyoutKop(
  rows: readonly ScheduleRow[],
  date: string,
  { penaltyDebtKop, rateBp }: { penaltyDebtKop: number; rateBp: number },
): BuyoutEstimateKop {
  const sorted = [...rows].sort((a, b) => a.due_on.localeCompare(b.due_on) || a.position - b.position);
  const past = sorted.filter((row) => row.due_on <= date && row.kind !== 'buyout');
  const first = sorted.find((row) => row.kind !== 'advance');
  const financed = first ? first.balance_kop + first.principal_kop : 0;
  const last = past.filter((row) => row.kind !== 'advance').at(-1);
  const principal = last ? last.balance_kop : financed;
  const from = last?.due_on ?? sorted[0]?.due_on ?? date;
  const next = sorted.find((row) => row.due_on > date && row.kind === 'monthly')?.due_on ?? null;
  const interest = accruedInterestKop(principal, rateBp, from, date, next);
  const sum = (status: ScheduleRow['status']) =>
    past.filter((row) => row.status === status).reduce((total, row) => total + row.amount_kop, 0);
  const overdue = sum('overdue');
  const due = sum('unpaid');
  const total = principal + interest + overdue + due + penaltyDebtKop;
  return { principal, interest, overdue, due, penalties: penaltyDebtKop, total };
}
