/**
 * Penalties as of a day. The back office books penalty charges (operations, and a legal entity's
 * penalty bills) now and then; between two bookings a late payment keeps accruing at the contract's
 * rate. Rather than a Cron run writing a row per overdue payment per day (which a missed run would
 * leave behind, and which local runs and tests on a fixed day would never see), every read counts
 * the days since the last booking itself: the debt is the booked charges not paid plus, per payment
 * overdue today, days × rate × amount from its due day (or the last booking, if later) to today,
 * rounded to the kopeck per payment. The same day always reads the same figure (reading again
 * changes nothing), and booking a charge moves the figure by at most that rounding.
 */

/** A payment overdue today: its day and amount. */
export type OverduePayment = { dueOn: string; amountKop: number };

export type PenaltyBook = {
  /** Charged and not paid, as booked. */
  bookedKop: number;
  /** The day of the latest booked charge, null when none ever was. */
  bookedOn: string | null;
  /** Basis points of the overdue amount per day (10 = 0,1 %). */
  bpPerDay: number;
  overdue: readonly OverduePayment[];
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** One payment's penalty for `days` days late, in kopecks: days × rate × amount, rounded to the kopeck. */
export const penaltyKop = (amountKop: number, bpPerDay: number, days: number): number =>
  days > 0 ? Math.round((amountKop * bpPerDay * days) / 10_000) : 0;

/**
 * The penalty debt as of `today` and the day it is counted to: today when anything is owed, else
 * the last booking's day.
 */
export function penaltiesOn(book: PenaltyBook, today: string): { debtKop: number; countedOn: string | null } {
  const accrued = book.overdue.reduce((sum, payment) => {
    const from = book.bookedOn && book.bookedOn > payment.dueOn ? book.bookedOn : payment.dueOn;
    return sum + penaltyKop(payment.amountKop, book.bpPerDay, daysBetween(from, today));
  }, 0);
  const debtKop = book.bookedKop + accrued;
  return { debtKop, countedOn: debtKop > 0 ? today : book.bookedOn };
}
