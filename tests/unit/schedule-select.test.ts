import { type Schedule, selectScheduleRows } from '@edge/upstream/contracts';
import { describe, expect, it } from 'vitest';

const row = (id: number, date: string, status: string, amount: number) =>
  ({ id, number: id, date, amount, status: { slug: status, name: status } }) as Schedule['items'][number];

const schedule: Schedule = {
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
