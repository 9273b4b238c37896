import {
  formatDate,
  formatDateShort,
  formatDateTime,
  formatMileage,
  formatMoney,
  formatMonthly,
  formatMonths,
  formatNumber,
  formatPercent,
  isoDay,
  plural,
} from '@common/format';
import { describe, expect, it } from 'vitest';

describe('ru-RU formats', () => {
  it('groups digits with thin no-break spaces', () => {
    expect(formatNumber(3_000_000)).toBe('3\u202f000\u202f000');
    expect(formatNumber(1234567)).toBe('1\u202f234\u202f567');
    expect(formatNumber(1234.567, 2)).toBe('1\u202f234,57');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-5000)).toBe('−5\u202f000');
    expect(formatNumber(Number.NaN)).toBe('—');
  });

  it('prints roubles, with kopecks only when asked and present', () => {
    expect(formatMoney(3_000_000)).toBe('3\u202f000\u202f000\u00a0₽');
    expect(formatMoney(88_578.42)).toBe('88\u202f578\u00a0₽');
    expect(formatMoney(88_578.42, { kopecks: true })).toBe('88\u202f578,42\u00a0₽');
    expect(formatMoney(88578.456, { kopecks: true })).toBe('88\u202f578,46\u00a0₽');
    expect(formatMoney(88_578.4, { kopecks: true })).toBe('88\u202f578,40\u00a0₽');
    expect(formatMoney(600_000, { kopecks: true })).toBe('600\u202f000\u00a0₽');
    expect(formatMonthly(45000)).toBe('45\u202f000\u00a0₽/мес.');
  });

  it('prints percents, kilometres and months', () => {
    expect(formatPercent(22)).toBe('22\u00a0%');
    expect(formatPercent(11.456)).toBe('11,46\u00a0%');
    expect(formatMileage(12_000)).toBe('12\u202f000\u00a0км');
    expect(formatMonths(1)).toBe('1\u00a0месяц');
    expect(formatMonths(24)).toBe('24\u00a0месяца');
    expect(formatMonths(36)).toBe('36\u00a0месяцев');
    expect(formatMonths(12)).toBe('12\u00a0месяцев');
    // After «до», «от»: «до 84 месяцев», «до 21 месяца».
    expect(formatMonths(84, 'genitive')).toBe('84\u00a0месяцев');
    expect(formatMonths(21, 'genitive')).toBe('21\u00a0месяца');
    expect(formatMonths(3, 'genitive')).toBe('3\u00a0месяцев');
  });

  it('chooses Russian plural forms', () => {
    const forms = ['автомобиль', 'автомобиля', 'автомобилей'] as const;
    expect([1, 2, 5, 11, 21, 22, 112, 0].map((n) => plural(n, forms))).toEqual([
      'автомобиль',
      'автомобиля',
      'автомобилей',
      'автомобилей',
      'автомобиль',
      'автомобиля',
      'автомобилей',
      'автомобилей',
    ]);
  });

  it('prints dates in Russian, in Moscow time', () => {
    expect(formatDate('2026-03-02T09:00:00Z')).toMatch(/^2\sмарта\s2026\sг\.$/);
    // 22:30 UTC is already the next day in Moscow.
    expect(formatDate('2026-03-01T22:30:00Z')).toMatch(/^2\sмарта\s2026/);
    expect(formatDate('2025-12-31T22:30:00Z')).toMatch(/^1\sянваря\s2026/);
    expect(formatDate('2026-01-01')).toMatch(/^1\sянваря\s2026/);
    expect(formatDateShort('2026-03-02T09:00:00Z')).toBe('02.03.2026');
    expect(isoDay('2025-12-31T22:30:00Z')).toBe('2026-01-01');
    expect(formatDate('not a date')).toBe('');
  });

  it('binds a date as Russian typesetting does: the day to its month, «г.» to the year, free between (issue 40)', () => {
    expect(formatDate('2026-11-15')).toBe('15\u00a0ноября 2026\u00a0г.');
    expect(formatDate('2026-12-12')).toBe('12\u00a0декабря 2026\u00a0г.');
    expect(formatDateTime('2026-03-02T09:00:00Z')).toBe('2\u00a0марта 2026\u00a0г., 12:00');
    // Never one unbreakable word, which a narrow column would break anywhere («г» / «.»).
    expect(formatDate('2026-12-12')).not.toMatch(/^\S+$/);
  });
});
