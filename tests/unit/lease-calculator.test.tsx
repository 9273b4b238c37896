import type { LeaseQuote } from '@common/lease-input';
import { DEFAULT_LEASE_PRICE, draftFromQuery, LEASE_DEFAULTS, parseNumberText } from '@common/lease-input';
import { validateLeaseDraft } from '@common/lease-schema';
import { LeaseResults } from '@src/components/calculator/LeaseResults';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const defaults = { ...LEASE_DEFAULTS, price: DEFAULT_LEASE_PRICE };
const draft = (over: Record<string, string> = {}) => ({
  price: '3000000',
  advancePercent: '20',
  termMonths: '36',
  buyoutPercent: '1',
  clientType: 'individual',
  ...over,
});

describe('lease calculator input', () => {
  it('reads typed numbers with spaces, thin spaces, commas and units', () => {
    expect(parseNumberText('3 000 000')).toBe(3_000_000);
    expect(parseNumberText('3\u202f000\u202f000 ₽')).toBe(3_000_000);
    expect(parseNumberText('12,5')).toBe(12.5);
    expect(parseNumberText('20%')).toBe(20);
    expect(parseNumberText('')).toBeNaN();
    expect(parseNumberText('abc')).toBeNaN();
    expect(parseNumberText('1e6')).toBeNaN();
  });

  it('accepts values inside the upstream ranges', () => {
    const result = validateLeaseDraft(draft({ price: '3 000 000', clientType: 'legalEntity' }));
    expect(result).toEqual({
      ok: true,
      input: { price: 3_000_000, advancePercent: 20, termMonths: 36, buyoutPercent: 1, clientType: 'legalEntity' },
    });
    expect(
      validateLeaseDraft(draft({ price: '100000', advancePercent: '0', termMonths: '60', buyoutPercent: '30' })).ok,
    ).toBe(true);
  });

  it('rejects values outside the ranges with the upstream messages, one per field', () => {
    const result = validateLeaseDraft(
      draft({ price: '99 999', advancePercent: '50', termMonths: '61', buyoutPercent: '0.5', clientType: 'x' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      price: ['Стоимость: не меньше 100\u202f000'],
      advancePercent: ['Аванс, %: не больше 49'],
      termMonths: ['Срок, мес.: не больше 60'],
      buyoutPercent: ['Выкупной платёж, %: не меньше 1'],
      clientType: ['Выберите: физическое или юридическое лицо'],
    });
  });

  it('asks for a number when a field is empty and for whole months', () => {
    const result = validateLeaseDraft(draft({ price: '', termMonths: '24.5' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.price).toEqual(['Введите число']);
    expect(result.errors.termMonths).toEqual(['Срок — целое число месяцев']);
  });

  it('takes the no-JavaScript form values from the query, defaults for the rest', () => {
    const params = new URLSearchParams('price=5000000&term=24&client=legalEntity');
    expect(draftFromQuery(params, defaults)).toEqual({
      price: '5000000',
      advancePercent: '20',
      termMonths: '24',
      buyoutPercent: '1',
      clientType: 'legalEntity',
    });
    expect(draftFromQuery(new URLSearchParams(), { ...defaults, price: 1_500_000 }).price).toBe('1500000');
  });
});

const quote: LeaseQuote = {
  input: { price: 3_000_000, advancePercent: 20, termMonths: 36, buyoutPercent: 1, clientType: 'legalEntity' },
  annualRatePercent: 20,
  advance: 600_000,
  buyout: 30_000,
  monthlyPayment: 88_578.42,
  total: 3_818_823.12,
  overpayment: 818_823.12,
  appreciationPercentPerYear: 9.1,
  vatInTotal: 688_638.59,
  taxBenefits: {
    vatDeduction: 688_638.59,
    profitTaxSaving: 776_336.71,
    totalSaving: 1_464_975.3,
    netCost: 2_353_847.82,
  },
  rates: { vatPercent: 22, profitTaxPercent: 25, effectiveFrom: '2026-01-01', profitTaxFrom: '2025-01-01' },
};

describe('lease calculator results', () => {
  it('shows the figures in roubles with kopecks and thin spaces', () => {
    const html = renderToStaticMarkup(<LeaseResults quote={{ ...quote, taxBenefits: null }} />);
    expect(html).toContain('Ежемесячный платёж');
    expect(html).toContain('88\u202f578,42\u00a0₽');
    expect(html).toContain('3\u202f818\u202f823,12\u00a0₽');
    expect(html).toContain('600\u202f000\u00a0₽');
    expect(html).toContain('9,10\u00a0%');
    expect(html).not.toContain('НДС');
  });

  it('adds VAT 22%, the tax savings and the date the rates apply from for a legal entity', () => {
    const html = renderToStaticMarkup(<LeaseResults quote={quote} />);
    expect(html).toContain('НДС 22\u00a0% в сумме договора');
    expect(html).toContain('688\u202f638,59\u00a0₽');
    expect(html).toContain('Налоговая экономия всего');
    expect(html).toContain('1\u202f464\u202f975,30\u00a0₽');
    // Issue 39: each rate with its own day — profit tax 25 % since 2025 (176-ФЗ), not 2026.
    expect(html).toMatch(/Ставки: НДС 22\s% — с 1\sянваря\s2026\sг\., налог на прибыль 25\s% — с 1\sянваря\s2025\sг\./);
    const { profitTaxFrom: _, ...withoutDay } = quote.rates;
    const older = renderToStaticMarkup(<LeaseResults quote={{ ...quote, rates: withoutDay }} />);
    expect(older).toMatch(/налог на прибыль 25\s%<\/p>/);
    expect(older).not.toContain('2025');
  });
});
