import { annuityPayment, calculateLease, catalogMonthlyPayment, type LeaseInput } from '@common/with-upstream/lease';
import { describe, expect, it } from 'vitest';

/** The worked check of ARCHITECTURE.md: 3 000 000 ₽, 20 % advance, 36 months, 1 % buyout, for a private person. */
const WORKED_CHECK: LeaseInput = {
  price: 3_000_000,
  advancePercent: 20,
  termMonths: 36,
  buyoutPercent: 1,
  clientType: 'individual',
};

describe('lease formula', () => {
  it('matches the worked check of ARCHITECTURE.md (M ≈ 88 578 ₽)', () => {
    expect(Math.round(annuityPayment(3_000_000, 0.2, 36, 0.01))).toBe(88_578);
  });

  it('builds totals from the rounded monthly payment', () => {
    const q = calculateLease(WORKED_CHECK);
    expect(q.advance).toBe(600_000);
    expect(q.buyout).toBe(30_000);
    expect(q.financed).toBe(2_400_000);
    expect(Math.round(q.monthlyPayment)).toBe(88_578);
    expect(q.total).toBeCloseTo(600_000 + 36 * q.monthlyPayment + 30_000, 2);
    expect(q.overpayment).toBeCloseTo(q.total - 3_000_000, 2);
    expect(q.appreciationPercentPerYear).toBeCloseTo(((q.total - 3_000_000) / 3_000_000 / 3) * 100, 2);
    expect(q.vatInTotal).toBeCloseTo((q.total * 0.22) / 1.22, 2);
    expect(q.taxBenefits).toBeNull();
    expect(q.rates).toEqual({
      vatPercent: 22,
      profitTaxPercent: 25,
      effectiveFrom: '2026-01-01',
      profitTaxFrom: '2025-01-01',
    });
  });

  it('adds VAT deduction and profit-tax saving for legal entities', () => {
    const q = calculateLease({ ...WORKED_CHECK, clientType: 'legalEntity' });
    const b = q.taxBenefits;
    expect(b).not.toBeNull();
    expect(b?.vatDeduction).toBe(q.vatInTotal);
    expect(b?.profitTaxSaving).toBeCloseTo(((q.total - 30_000) / 1.22) * 0.25, 2);
    expect(b?.totalSaving).toBeCloseTo((b?.vatDeduction ?? 0) + (b?.profitTaxSaving ?? 0), 2);
    expect(b?.netCost).toBeCloseTo(q.total - (b?.totalSaving ?? 0), 2);
  });

  it('with no advance and the longest term still repays the price', () => {
    const q = calculateLease({
      price: 1_000_000,
      advancePercent: 0,
      termMonths: 60,
      buyoutPercent: 30,
      clientType: 'individual',
    });
    expect(q.total).toBeGreaterThan(1_000_000);
    expect(q.monthlyPayment).toBeGreaterThan(0);
  });

  it('prices catalogue cards linearly in the car price', () => {
    expect(catalogMonthlyPayment(2_000_000)).toBe(Math.round(annuityPayment(2_000_000, 0.2, 60, 0.01)));
    expect(catalogMonthlyPayment(0)).toBe(0);
  });
});
