import { penaltiesOn, penaltyKop } from '@upstream/src/payments/penalties';
import { describe, expect, it } from 'vitest';

// ЛД-2025-0147 of the seed: payment № 15 (70 311,75 ₽, due 15 November) charged for 5 days on
// 20 November (351,56 ₽) at the contract's 0,1 % a day.
const late = { dueOn: '2026-11-15', amountKop: 7_031_175 };
const booked = { bookedKop: 35_156, bookedOn: '2026-11-20', bpPerDay: 10, overdue: [late] };

describe('the daily penalty accrual', () => {
  it('is days × rate × the overdue amount, rounded to the kopeck', () => {
    expect(penaltyKop(7_031_175, 10, 5)).toBe(35_156); // 35 155,875 kopecks
    expect(penaltyKop(28_823_500, 10, 5)).toBe(144_118); // 144 117,5: half a kopeck up
    expect(penaltyKop(7_031_175, 10, 0)).toBe(0);
    expect(penaltyKop(7_031_175, 10, -3)).toBe(0);
  });

  it('adds the days since the last booking to the booked charges, counted to today', () => {
    expect(penaltiesOn(booked, '2026-11-25')).toEqual({ debtKop: 35_156 + 35_156, countedOn: '2026-11-25' });
    // Each further day adds a day's 70,31 ₽ (to the kopeck over the days since the booking).
    expect(penaltiesOn(booked, '2026-11-26').debtKop).toBe(35_156 + penaltyKop(7_031_175, 10, 6));
    // On the booking day itself nothing is added.
    expect(penaltiesOn(booked, '2026-11-20')).toEqual({ debtKop: 35_156, countedOn: '2026-11-20' });
  });

  it('counts a payment overdue after the last booking from its own day', () => {
    const newer = { dueOn: '2026-11-22', amountKop: 1_000_000 };
    expect(penaltiesOn({ ...booked, overdue: [late, newer] }, '2026-11-25').debtKop).toBe(35_156 + 35_156 + 3_000);
    // A payment never booked, with an older booking for another one: from its due day.
    expect(penaltiesOn({ bookedKop: 0, bookedOn: '2026-03-26', bpPerDay: 10, overdue: [newer] }, '2026-11-25')).toEqual(
      {
        debtKop: 3_000,
        countedOn: '2026-11-25',
      },
    );
  });

  it('reads the same on a re-run of the same day, and booking the accrued days does not change it', () => {
    const first = penaltiesOn(booked, '2026-11-25');
    expect(penaltiesOn(booked, '2026-11-25')).toEqual(first);
    // The back office books the 5 days since on the 25th: the figure stays (up to a kopeck of rounding).
    const rebooked = { ...booked, bookedKop: first.debtKop, bookedOn: '2026-11-25' };
    expect(penaltiesOn(rebooked, '2026-11-25')).toEqual(first);
    expect(
      Math.abs(penaltiesOn(rebooked, '2026-11-30').debtKop - penaltiesOn(booked, '2026-11-30').debtKop),
    ).toBeLessThanOrEqual(1);
  });

  it('owes nothing and keeps the last booking day when nothing is overdue or booked', () => {
    expect(penaltiesOn({ bookedKop: 0, bookedOn: '2026-03-19', bpPerDay: 10, overdue: [] }, '2026-11-25')).toEqual({
      debtKop: 0,
      countedOn: '2026-03-19',
    });
    expect(penaltiesOn({ bookedKop: 0, bookedOn: null, bpPerDay: 10, overdue: [] }, '2026-11-25')).toEqual({
      debtKop: 0,
      countedOn: null,
    });
  });
});
