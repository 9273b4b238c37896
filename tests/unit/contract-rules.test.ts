import {
  contractDue,
  contractYears,
  isActive,
  isInProgress,
  scheduleRowsOn,
  selectScheduleRows,
  withDue,
} from '@common/contract-rules';
import { dueNow } from '@common/payment-due';
import { describe, expect, it } from 'vitest';

const row = (id: number, date: string, status: string, amount: number) => ({
  id,
  date,
  amount,
  status: { slug: status, name: status },
});

const schedule = {
  items: [
    row(1, '2025-12-15', 'paid', 0.1),
    row(2, '2026-01-15', 'overdue', 0.2),
    row(3, '2026-02-15', 'unpaid', 70311.75),
  ],
  summary: { count: 3, total: 70312.05, paid: 0.1, unpaid: 70311.75, overdue: 0.2 },
};

describe('schedule rows for the page filters', () => {
  it('filters by status and year and sums the shown rows to the kopeck', () => {
    expect(selectScheduleRows(schedule, { status: ['paid', 'overdue'] }).summary).toEqual({
      count: 2,
      total: 0.3,
      paid: 0.1,
      unpaid: 0,
      overdue: 0.2,
    });
    expect(selectScheduleRows(schedule, { year: 2026 }).items.map((r) => r.id)).toEqual([2, 3]);
    expect(selectScheduleRows(schedule, {}).summary).toEqual(schedule.summary);
  });
});

describe('schedule rows as of the account today', () => {
  it('an unpaid row whose day has passed is overdue, named as the filters name it', () => {
    const rows = scheduleRowsOn(schedule.items, '2026-02-16');
    expect(rows.map((r) => r.status)).toEqual([
      { slug: 'paid', name: 'paid' },
      { slug: 'overdue', name: 'overdue' },
      { slug: 'overdue', name: 'Просрочен' },
    ]);
    expect(scheduleRowsOn(schedule.items, '2026-02-15')[2]).toBe(schedule.items[2]);
  });
});

describe('a contract as the screens see it', () => {
  const contract = { status: { slug: 'active' }, overdueAmount: 0.1, nextPayment: { date: '2026-11-20', amount: 0.2 } };

  it('a next payment whose day has passed counts as overdue; the QR asks for the overdue sum', () => {
    const seen = withDue(contract, '2026-11-21');
    expect(seen.overdueAmount).toBe(0.3);
    expect(seen.nextPayment).toBeNull();
    expect(seen.due).toEqual({
      overdue: { amount: 0.3, since: '2026-11-20' },
      next: null,
      penalties: { amount: 0, countedOn: null },
    });
    expect(dueNow(seen.due)).toBe(0.3);
  });

  it('with nothing overdue the QR asks for the next payment', () => {
    const seen = withDue({ ...contract, overdueAmount: 0 }, '2026-11-20');
    expect(seen.nextPayment).toEqual({ date: '2026-11-20', amount: 0.2 });
    expect(dueNow(seen.due)).toBe(0.2);
  });

  it('only an «active» contract is active', () => {
    expect(isActive(contract)).toBe(true);
    expect(isActive({ status: { slug: 'closed' } })).toBe(false);
  });
});

describe('a deal', () => {
  it('is in progress only while its status says so', () => {
    expect(isInProgress({ status: { slug: 'inProgress' } })).toBe(true);
    expect(isInProgress({ status: { slug: 'completed' } })).toBe(false);
  });
});

describe('the contract page', () => {
  const summary = withDue({ overdueAmount: 0, nextPayment: { date: '2026-12-15', amount: 100 } }, '2026-11-25').due;
  const fromSchedule = { due: { ...summary, overdue: { amount: 50, since: '2026-10-15' } }, amount: 50 };

  it('says what is due by the schedule when it could be read, else by the contract', () => {
    expect(contractDue({ status: { slug: 'active' }, due: summary }, fromSchedule)).toEqual({
      due: fromSchedule.due,
      payNow: 50,
    });
    expect(contractDue({ status: { slug: 'active' }, due: summary }, null)).toEqual({ due: summary, payNow: 0 });
  });

  it('asks nothing to be paid now on a closed contract', () => {
    expect(contractDue({ status: { slug: 'closed' }, due: summary }, fromSchedule).payNow).toBe(0);
  });

  it('offers the years of the contract to the schedule filter', () => {
    expect(contractYears({ date: '2024-03-10', endDate: '2027-03-10' })).toEqual([2024, 2025, 2026, 2027]);
    expect(contractYears({ date: '2026-01-01', endDate: '2026-12-31' })).toEqual([2026]);
  });
});
