/**
 * An early buyout estimate: what it would take to close a lease on a chosen day, from the
 * contract's schedule. Principal still owed after the last payment due by that day (the buyout
 * included), the payments due by then and not yet paid, overdue payments and penalties. An
 * estimate, not an offer: the leasing company computes the exact sum.
 */
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
  /** Principal owed after the last payment due by the date, buyout payment included. */
  principal: number;
  /** The buyout payment of the schedule. */
  buyout: number;
  /** Payments due by the date that are not paid and not yet overdue. */
  due: number;
  overdue: number;
  penalties: number;
  total: number;
};

/** Sums in kopecks, so the estimate adds up exactly. */
const kop = (value: number) => Math.round(value * 100);

export function estimateBuyout(
  rows: BuyoutRow[],
  date: string,
  { overdue, penalties }: { overdue: number; penalties: number },
): BuyoutEstimate {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const past = sorted.filter((row) => row.date <= date && row.kind.slug !== 'buyout');
  const first = sorted.find((row) => row.kind.slug !== 'advance');
  const financed = first ? kop(first.balance) + kop(first.principal) : 0;
  const last = past.filter((row) => row.kind.slug !== 'advance').at(-1);
  const principal = last ? kop(last.balance) : financed;
  const buyout = kop(sorted.find((row) => row.kind.slug === 'buyout')?.amount ?? 0);
  const due = past.filter((row) => row.status.slug === 'unpaid').reduce((sum, row) => sum + kop(row.amount), 0);
  const total = principal + due + kop(overdue) + kop(penalties);
  return {
    date,
    principal: principal / 100,
    buyout: buyout / 100,
    due: due / 100,
    overdue: kop(overdue) / 100,
    penalties: kop(penalties) / 100,
    total: total / 100,
  };
}
