import {
  dueFromSchedule,
  dueFromSummary,
  dueNow,
  dueParts,
  NO_PENALTIES,
  owedNow,
  owedNowTotal,
  statusOn,
} from '@common/payment-due';
import { moscowDay, todayOr } from '@common/today';
import { describe, expect, it } from 'vitest';

const row = (date: string, status: string, amount: number) => ({ date, amount, status: { slug: status } });

// The upstream's statuses as of 20 November: the 20 November payment is «unpaid».
const schedule = [
  row('2026-09-30', 'paid', 100),
  row('2026-10-31', 'overdue', 100.1),
  row('2026-11-20', 'unpaid', 100.2),
  row('2026-11-30', 'unpaid', 100.3),
  row('2026-12-31', 'unpaid', 100.4),
];

describe('the due rule over a schedule', () => {
  it('a payment is not overdue on its own day, and is the day after', () => {
    expect(statusOn(row('2026-11-30', 'unpaid', 1), '2026-11-30')).toBe('unpaid');
    expect(statusOn(row('2026-11-30', 'unpaid', 1), '2026-12-01')).toBe('overdue');
    expect(statusOn(row('2026-11-30', 'paid', 1), '2026-12-01')).toBe('paid');
  });

  it('keeps the overdue sum and the next payment apart; the next one is never in the past', () => {
    expect(dueFromSchedule(schedule, '2026-11-25')).toEqual({
      overdue: { amount: 200.3, since: '2026-10-31' },
      next: { date: '2026-11-30', amount: 100.3 },
      penalties: NO_PENALTIES,
    });
  });

  it('on the last day of a month the payment of that day is next; the day after it is overdue', () => {
    expect(dueFromSchedule(schedule, '2026-11-30').next).toEqual({ date: '2026-11-30', amount: 100.3 });
    expect(dueFromSchedule(schedule, '2026-12-01')).toEqual({
      overdue: { amount: 300.6, since: '2026-10-31' },
      next: { date: '2026-12-31', amount: 100.4 },
      penalties: NO_PENALTIES,
    });
  });

  it('after the last payment there is no next one', () => {
    expect(dueFromSchedule(schedule, '2027-01-01').next).toBeNull();
    expect(dueFromSchedule(schedule, '2027-01-01').overdue.amount).toBe(401);
  });

  it('a paid-up contract owes nothing', () => {
    const due = dueFromSchedule([row('2026-01-31', 'paid', 5)], '2026-11-25');
    expect(due).toEqual({ overdue: { amount: 0, since: null }, next: null, penalties: NO_PENALTIES });
    expect(dueNow(due)).toBe(0);
  });

  it('what to pay now is the overdue sum, else the next payment', () => {
    expect(dueNow(dueFromSchedule(schedule, '2026-11-25'))).toBe(200.3);
    expect(dueNow(dueFromSchedule(schedule.slice(3), '2026-11-25'))).toBe(100.3);
  });

  it('penalties are owed now: with the overdue sum, and alone they replace the next payment', () => {
    const penalties = { amount: 351.56, countedOn: '2026-11-20' };
    const late = dueFromSchedule(schedule, '2026-11-25', penalties);
    expect(owedNow(late)).toBe(551.86);
    expect(dueNow(late)).toBe(551.86);
    expect(dueParts(late)).toEqual([
      { kind: 'overdue', amount: 200.3 },
      { kind: 'penalties', amount: 351.56 },
    ]);
    const onTime = dueFromSchedule(schedule.slice(3), '2026-11-25', penalties);
    expect(dueParts(onTime)).toEqual([{ kind: 'penalties', amount: 351.56 }]);
    expect(dueNow(onTime)).toBe(351.56);
    expect(dueParts(dueFromSchedule(schedule.slice(3), '2026-11-25'))).toEqual([{ kind: 'next', amount: 100.3 }]);
  });
});

describe('the due rule over a contract summary', () => {
  it('a next payment whose day has passed is overdue, never «next»', () => {
    expect(
      dueFromSummary({ overdueAmount: 70_311.75, nextPayment: { date: '2026-11-20', amount: 10 } }, '2026-11-25'),
    ).toEqual({
      overdue: { amount: 70_321.75, since: '2026-11-20' },
      next: null,
      penalties: NO_PENALTIES,
    });
  });

  it('a next payment today or later stays next', () => {
    const next = { date: '2026-11-25', amount: 10 };
    expect(dueFromSummary({ overdueAmount: 0, nextPayment: next }, '2026-11-25')).toEqual({
      overdue: { amount: 0, since: null },
      next,
      penalties: NO_PENALTIES,
    });
  });

  it('sums what several contracts owe now, penalties included, to the kopeck', () => {
    const a = dueFromSummary({ overdueAmount: 0.1, nextPayment: null }, '2026-11-25');
    const b = dueFromSummary(
      { overdueAmount: 0.2, nextPayment: null, penaltyDebt: 0.01, penaltiesCountedOn: '2026-11-20' },
      '2026-11-25',
    );
    expect(b.penalties).toEqual({ amount: 0.01, countedOn: '2026-11-20' });
    expect(owedNowTotal([a, b])).toBe(0.31);
  });
});

describe('today', () => {
  it('is the Moscow day: 21:00 UTC is already the next day', () => {
    expect(moscowDay(new Date('2026-11-30T20:59:59Z'))).toBe('2026-11-30');
    expect(moscowDay(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-01');
  });

  it('a fixed day (test runs only) wins when it is a calendar day', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(todayOr('2026-11-25', now)).toBe('2026-11-25');
    expect(todayOr(undefined, now)).toBe('2026-11-30');
    expect(todayOr('2026-02-30', now)).toBe('2026-11-30');
  });
});
