import { type BuyoutRow, estimateBuyout } from '@common/early-buyout';
import { describe, expect, it } from 'vitest';

const row = (
  date: string,
  kind: string,
  status: string,
  amount: number,
  principal: number,
  balance: number,
): BuyoutRow => ({
  date,
  kind: { slug: kind },
  status: { slug: status },
  amount,
  principal,
  balance,
});

// Financed 300.00: three monthly payments of principal 100 each (the last covers the buyout 10).
const rows = [
  row('2026-01-01', 'advance', 'paid', 60, 60, 300),
  row('2026-02-01', 'monthly', 'paid', 110.5, 100, 200),
  row('2026-03-01', 'monthly', 'overdue', 110.5, 100, 100),
  row('2026-04-01', 'monthly', 'unpaid', 105.25, 90, 10),
  row('2026-04-01', 'buyout', 'unpaid', 10, 10, 0),
];

describe('early buyout estimate', () => {
  it('owes the principal after the last payment due by the day, plus overdue and penalties', () => {
    expect(estimateBuyout(rows, '2026-03-15', { overdue: 110.5, penalties: 1.11 })).toEqual({
      date: '2026-03-15',
      principal: 100,
      buyout: 10,
      due: 0,
      overdue: 110.5,
      penalties: 1.11,
      total: 211.61,
    });
  });

  it('adds a payment due by the day and not yet paid', () => {
    expect(estimateBuyout(rows, '2026-04-01', { overdue: 110.5, penalties: 0 })).toMatchObject({
      principal: 10,
      due: 105.25,
      total: 225.75,
    });
  });

  it('before the first monthly payment the whole financed sum is owed', () => {
    expect(estimateBuyout(rows, '2026-01-15', { overdue: 0, penalties: 0 })).toMatchObject({
      principal: 300,
      total: 300,
    });
  });

  it('adds up to the kopeck', () => {
    const estimate = estimateBuyout(rows, '2026-04-01', { overdue: 0.1, penalties: 0.2 });
    expect(Math.round(estimate.total * 100)).toBe(
      Math.round(estimate.principal * 100) + Math.round(estimate.due * 100) + 10 + 20,
    );
  });
});
