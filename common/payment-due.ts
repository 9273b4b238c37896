/**
 * What a client owes on a contract, and when: one rule for the cards, the contract page, the
 * payment QR and the exports. Two separate facts, each with its own date:
 * - overdue: every scheduled payment not paid whose day has passed (a payment the upstream still
 *   calls «unpaid» is overdue the day after its date);
 * - next: the first payment not paid whose day is today or later — never a past date.
 * «Due now» is the overdue sum; with nothing overdue it is the next payment.
 */

export type DueStatus = 'paid' | 'unpaid' | 'overdue';

export type DueRow = { date: string; amount: number; status: { slug: string } };

export type DuePayment = { date: string; amount: number };

export type PaymentDue = {
  /** Unpaid payments whose day has passed: their sum and the earliest day among them (when known). */
  overdue: { amount: number; since: string | null };
  next: DuePayment | null;
};

/** Sums in kopecks, so amounts add up exactly. */
const kop = (value: number) => Math.round(value * 100);

/** A schedule row's status as of `today`: an unpaid payment whose day has passed is overdue. */
export function statusOn(row: { date: string; status: { slug: string } }, today: string): DueStatus {
  if (row.status.slug === 'paid') return 'paid';
  return row.date < today ? 'overdue' : 'unpaid';
}

/** The rule over a whole schedule (the contract page, the QR, the exports). */
export function dueFromSchedule(rows: readonly DueRow[], today: string): PaymentDue {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const late = sorted.filter((row) => statusOn(row, today) === 'overdue');
  const next = sorted.find((row) => statusOn(row, today) === 'unpaid');
  return {
    overdue: {
      amount: late.reduce((sum, row) => sum + kop(row.amount), 0) / 100,
      since: late[0]?.date ?? null,
    },
    next: next ? { date: next.date, amount: next.amount } : null,
  };
}

/**
 * The rule over a contract's summary (the cards), where the schedule is not at hand: a «next
 * payment» whose day has passed is overdue, not next, and what comes after it is unknown here.
 */
export function dueFromSummary(
  summary: { overdueAmount: number; nextPayment: DuePayment | null },
  today: string,
): PaymentDue {
  const { nextPayment } = summary;
  const late = nextPayment !== null && nextPayment.date < today;
  const amount = kop(summary.overdueAmount) + (late ? kop(nextPayment.amount) : 0);
  return {
    overdue: { amount: amount / 100, since: late ? nextPayment.date : null },
    next: late ? null : nextPayment,
  };
}

/** What to pay now: the overdue sum, or with nothing overdue the next payment (0 when nothing is due). */
export const dueNow = (due: PaymentDue): number =>
  due.overdue.amount > 0 ? due.overdue.amount : (due.next?.amount ?? 0);

/** The sum of several contracts' overdue amounts, to the kopeck («К оплате сейчас» of the home page). */
export const overdueTotal = (dues: readonly PaymentDue[]): number =>
  dues.reduce((sum, due) => sum + kop(due.overdue.amount), 0) / 100;
