/**
 * The back office's early-buyout estimate: what closes a contract on a chosen day, from its
 * schedule. The same rule as the site's contract page (its `common/early-buyout.ts`, which the
 * back office does not import): the principal still owed after the last payment due by that day
 * (the buyout payment included), the payments overdue today, the payments falling due from today
 * to that day, and the penalties owed today. In kopecks, so it adds up exactly. The figure stored
 * with a request is this one, never one the client sends.
 */
import type { ScheduleRow } from '../db/contracts';

export type BuyoutEstimateKop = {
  principal: number;
  overdue: number;
  due: number;
  penalties: number;
  total: number;
};

/** `rows`: the whole schedule with each status as of today (`findContractSchedule`). */
export function estimateBuyoutKop(
  rows: readonly ScheduleRow[],
  date: string,
  penaltyDebtKop: number,
): BuyoutEstimateKop {
  const sorted = [...rows].sort((a, b) => a.due_on.localeCompare(b.due_on) || a.position - b.position);
  const past = sorted.filter((row) => row.due_on <= date && row.kind !== 'buyout');
  const first = sorted.find((row) => row.kind !== 'advance');
  const financed = first ? first.balance_kop + first.principal_kop : 0;
  const last = past.filter((row) => row.kind !== 'advance').at(-1);
  const principal = last ? last.balance_kop : financed;
  const sum = (status: ScheduleRow['status']) =>
    past.filter((row) => row.status === status).reduce((total, row) => total + row.amount_kop, 0);
  const overdue = sum('overdue');
  const due = sum('unpaid');
  return { principal, overdue, due, penalties: penaltyDebtKop, total: principal + overdue + due + penaltyDebtKop };
}
