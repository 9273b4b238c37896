/**
 * What a client owes on a contract, and when: one rule for the cards, the contract page, the
 * payment QR and the exports. Two separate facts, each with its own date:
 * - overdue: every scheduled payment not paid whose day has passed (a payment the upstream still
 *   calls «unpaid» is overdue the day after its date);
 * - next: the first payment not paid whose day is today or later — never a past date.
 * - penalties: charged and not yet paid, with the day the upstream counted them to.
 * «К оплате сейчас» is the overdue sum with the penalties; the QR asks for that, or with nothing
 * owed now for the next payment. `dueParts` names what a sum is made of.
 */

export type DueStatus = 'paid' | 'unpaid' | 'overdue';

export type DueRow = { date: string; amount: number; status: { slug: string } };

export type DuePayment = { date: string; amount: number };

/** Penalties charged and not paid, as counted on `countedOn` (null: none ever were). */
export type DuePenalties = { amount: number; countedOn: string | null };

export type PaymentDue = {
  /** Unpaid payments whose day has passed: their sum and the earliest day among them (when known). */
  overdue: { amount: number; since: string | null };
  next: DuePayment | null;
  penalties: DuePenalties;
};

export const NO_PENALTIES: DuePenalties = { amount: 0, countedOn: null };

/** Sums in kopecks, so amounts add up exactly. */
const kop = (value: number) => Math.round(value * 100);

/** A schedule row's status as of `today`: an unpaid payment whose day has passed is overdue. */
export function statusOn(row: { date: string; status: { slug: string } }, today: string): DueStatus {
  if (row.status.slug === 'paid') return 'paid';
  return row.date < today ? 'overdue' : 'unpaid';
}

/** The rule over a whole schedule (the contract page, the QR, the exports). */
export function dueFromSchedule(
  rows: readonly DueRow[],
  today: string,
  penalties: DuePenalties = NO_PENALTIES,
): PaymentDue {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const late = sorted.filter((row) => statusOn(row, today) === 'overdue');
  const next = sorted.find((row) => statusOn(row, today) === 'unpaid');
  return {
    overdue: {
      amount: late.reduce((sum, row) => sum + kop(row.amount), 0) / 100,
      since: late[0]?.date ?? null,
    },
    next: next ? { date: next.date, amount: next.amount } : null,
    penalties,
  };
}

/**
 * The rule over a contract's summary (the cards), where the schedule is not at hand: a «next
 * payment» whose day has passed is overdue, not next, and what comes after it is unknown here.
 */
export function dueFromSummary(
  summary: {
    overdueAmount: number;
    nextPayment: DuePayment | null;
    penaltyDebt?: number;
    penaltiesCountedOn?: string | null;
  },
  today: string,
): PaymentDue {
  const { nextPayment } = summary;
  const late = nextPayment !== null && nextPayment.date < today;
  const amount = kop(summary.overdueAmount) + (late ? kop(nextPayment.amount) : 0);
  return {
    overdue: { amount: amount / 100, since: late ? nextPayment.date : null },
    next: late ? null : nextPayment,
    penalties: { amount: summary.penaltyDebt ?? 0, countedOn: summary.penaltiesCountedOn ?? null },
  };
}

/** «К оплате сейчас»: the overdue payments and the unpaid penalties, to the kopeck. */
export const owedNow = (due: PaymentDue): number => (kop(due.overdue.amount) + kop(due.penalties.amount)) / 100;

export type DuePart = { kind: 'overdue' | 'next' | 'penalties'; amount: number };

/**
 * What the QR asks for, named part by part: what is owed now (the overdue payments, the
 * penalties), or with nothing owed the next payment; empty when nothing is due.
 */
export function dueParts(due: PaymentDue): DuePart[] {
  const parts: DuePart[] = [];
  if (due.overdue.amount > 0) parts.push({ kind: 'overdue', amount: due.overdue.amount });
  if (due.penalties.amount > 0) parts.push({ kind: 'penalties', amount: due.penalties.amount });
  if (!parts.length && due.next && due.next.amount > 0) parts.push({ kind: 'next', amount: due.next.amount });
  return parts;
}

/** What to pay now (the QR's Sum): the sum of `dueParts`, 0 when nothing is due. */
export const dueNow = (due: PaymentDue): number => dueParts(due).reduce((sum, part) => sum + kop(part.amount), 0) / 100;

/** The sum of several contracts' «К оплате сейчас», to the kopeck (the account home). */
export const owedNowTotal = (dues: readonly PaymentDue[]): number =>
  dues.reduce((sum, due) => sum + kop(owedNow(due)), 0) / 100;

/**
 * What several contracts owe now as one `PaymentDue` («Оплатить всё» on the account home): the
 * overdue sums and the penalties added to the kopeck, the earliest overdue day, the latest day the
 * penalties are counted to; no next payment (only what is owed now is paid at once).
 */
export function combinedDue(dues: readonly PaymentDue[]): PaymentDue {
  const sum = (pick: (due: PaymentDue) => number) => dues.reduce((total, due) => total + kop(pick(due)), 0) / 100;
  const earliest = (days: (string | null)[]) => days.filter((day) => day !== null).sort()[0] ?? null;
  const latest = (days: (string | null)[]) =>
    days
      .filter((day) => day !== null)
      .sort()
      .at(-1) ?? null;
  return {
    overdue: { amount: sum((due) => due.overdue.amount), since: earliest(dues.map((due) => due.overdue.since)) },
    next: null,
    penalties: {
      amount: sum((due) => due.penalties.amount),
      countedOn: latest(dues.map((due) => due.penalties.countedOn)),
    },
  };
}
