import {
  type BuyoutRow,
  buyoutBounds,
  buyoutDayError,
  buyoutOffer,
  buyoutPlan,
  estimateBuyout,
} from '@common/early-buyout';
import { accruedInterestKop } from '@common/with-upstream/buyout-estimate';
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
// The upstream's statuses are as of some earlier day: the March payment is still «unpaid».
const rows = [
  row('2026-01-31', 'advance', 'paid', 60, 60, 300),
  row('2026-02-28', 'monthly', 'paid', 110.5, 100, 200),
  row('2026-03-31', 'monthly', 'unpaid', 110.5, 100, 100),
  row('2026-04-30', 'monthly', 'unpaid', 105.25, 90, 10),
  row('2026-04-30', 'buyout', 'unpaid', 10, 10, 0),
];

describe('early buyout estimate', () => {
  it('owes the principal after the last payment due by the day, the overdue as of today and penalties', () => {
    expect(
      estimateBuyout(rows, '2026-04-15', {
        today: '2026-04-01',
        penalties: { amount: 1.11, countedOn: '2026-03-31' },
        rate: 0,
      }),
    ).toEqual({
      date: '2026-04-15',
      today: '2026-04-01',
      principal: 100,
      interest: 0,
      buyout: 10,
      overdue: 110.5,
      due: 0,
      penalties: 1.11,
      penaltiesOn: '2026-03-31',
      total: 211.61,
    });
  });

  // What is owed on a chosen day as of today, without penalties, by part.
  it.each([
    // A payment due on the month end itself is not overdue that day, and is due by the chosen day…
    { day: '2026-03-31', today: '2026-03-31', owed: { principal: 100, overdue: 0, due: 110.5, total: 210.5 } },
    // …and overdue the day after.
    { day: '2026-04-01', today: '2026-04-01', owed: { overdue: 110.5, due: 0 } },
    // On the contract end the last payment is due and only the buyout is left of the principal.
    { day: '2026-04-30', today: '2026-04-01', owed: { principal: 10, overdue: 110.5, due: 105.25, total: 225.75 } },
    // Before the first monthly payment the whole financed sum is owed.
    { day: '2026-02-01', today: '2026-02-01', owed: { principal: 300, total: 300 } },
  ])('on $day as of $today owes $owed', ({ day, today, owed }) => {
    expect(estimateBuyout(rows, day, { today, penalties: { amount: 0, countedOn: null }, rate: 0 })).toMatchObject(
      owed,
    );
  });

  it('adds up to the kopeck', () => {
    const estimate = estimateBuyout(rows, '2026-04-30', {
      today: '2026-04-10',
      penalties: { amount: 0.2, countedOn: '2026-04-10' },
      rate: 12,
    });
    expect(Math.round(estimate.total * 100)).toBe(
      Math.round(estimate.principal * 100) +
        Math.round(estimate.interest * 100) +
        Math.round(estimate.overdue * 100) +
        Math.round(estimate.due * 100) +
        20,
    );
  });
});

describe('early buyout bounds', () => {
  it('run from today to the contract end', () => {
    expect(buyoutBounds('2026-11-25', '2029-03-10')).toEqual({ min: '2026-11-25', max: '2029-03-10' });
    expect(buyoutBounds('2029-03-10', '2029-03-10')).toEqual({ min: '2029-03-10', max: '2029-03-10' });
  });

  it('are none once the contract end has passed', () => {
    expect(buyoutBounds('2029-03-11', '2029-03-10')).toBeNull();
  });

  it('accept today and the end day, refuse the day before today and the day after the end', () => {
    const bounds = { min: '2026-11-30', max: '2027-02-28' };
    expect(buyoutDayError('2026-11-30', bounds)).toBeUndefined();
    expect(buyoutDayError('2027-02-28', bounds)).toBeUndefined();
    const message =
      'Выберите дату выкупа с 30.11.2026 по 28.02.2027: раньше сегодняшнего дня и позже окончания договора выкуп не рассчитывается';
    expect(buyoutDayError('2026-11-29', bounds)).toBe(message);
    expect(buyoutDayError('2027-03-01', bounds)).toBe(message);
    expect(buyoutDayError('2026-01-10', bounds)).toBe(message);
  });

  it('refuse what is not a calendar day', () => {
    const bounds = { min: '2026-11-30', max: '2028-12-31' };
    for (const day of ['2027-02-29', '2026-13-01', '10.01.2027', 'завтра'])
      expect(buyoutDayError(day, bounds)).toBe('Укажите дату выкупа в формате ДД.ММ.ГГГГ');
    expect(buyoutDayError('2028-02-29', bounds)).toBeUndefined();
  });
});

describe('the early buyout of a contract', () => {
  const contract = (slug: string) => ({
    status: { slug },
    endDate: '2026-04-30',
    rate: 12,
    due: { penalties: { amount: 0, countedOn: null } },
  });

  it('is none on a closed contract or past its end', () => {
    expect(buyoutOffer(contract('closed'), rows, undefined, '2026-04-01')).toBeNull();
    expect(buyoutOffer(contract('active'), rows, undefined, '2026-05-01')).toBeNull();
  });

  it('estimates for today when no day is chosen', () => {
    const offer = buyoutOffer(contract('active'), rows, undefined, '2026-04-01');
    expect(offer).toMatchObject({ bounds: { min: '2026-04-01', max: '2026-04-30' }, day: '2026-04-01' });
    expect(offer?.error).toBeUndefined();
    expect(offer?.estimate).toEqual(
      estimateBuyout(rows, '2026-04-01', { today: '2026-04-01', penalties: { amount: 0, countedOn: null }, rate: 12 }),
    );
  });

  it('keeps a refused day with its error and no estimate; no estimate without the schedule', () => {
    expect(buyoutOffer(contract('active'), rows, '2026-05-01', '2026-04-01')).toMatchObject({
      day: '2026-05-01',
      error: buyoutDayError('2026-05-01', { min: '2026-04-01', max: '2026-04-30' }),
      estimate: null,
    });
    expect(buyoutOffer(contract('active'), undefined, '2026-04-15', '2026-04-01')).toMatchObject({ estimate: null });
  });
});

describe('the buyout for a date: interest accrued since the last payment day', () => {
  const none = { amount: 0, countedOn: null };

  it('is principal × r / 12 × days since the last payment day / days of the period, to the kopeck', () => {
    // 12 % a year: 1 % a month on 200,00 ₽, 15 of March's 31 days (28 Feb → 31 Mar): 0,9677 → 0,97 ₽.
    expect(estimateBuyout(rows, '2026-03-15', { today: '2026-03-01', penalties: none, rate: 12 })).toMatchObject({
      principal: 200,
      interest: 0.97,
      due: 0,
      total: 200.97,
    });
    expect(accruedInterestKop(20_000, 1200, '2026-02-28', '2026-03-15', '2026-03-31')).toBe(97);
  });

  it('is none on a payment day (its payment carries the month) and none at a rate of 0', () => {
    expect(estimateBuyout(rows, '2026-03-31', { today: '2026-03-01', penalties: none, rate: 12 }).interest).toBe(0);
    expect(estimateBuyout(rows, '2026-03-15', { today: '2026-03-01', penalties: none, rate: 0 }).interest).toBe(0);
    expect(accruedInterestKop(20_000, 1200, '2026-04-30', '2026-04-30', null)).toBe(0);
  });

  it('before the first monthly payment runs on the financed sum from the advance day', () => {
    // 300,00 ₽ × 1 % × 14 / 28 days of February (31 Jan → 28 Feb) = 1,50 ₽.
    expect(estimateBuyout(rows, '2026-02-14', { today: '2026-02-01', penalties: none, rate: 12 })).toMatchObject({
      principal: 300,
      interest: 1.5,
    });
  });
});

describe('the buyout planner', () => {
  const contract = {
    status: { slug: 'active' },
    endDate: '2026-04-30',
    rate: 12,
    due: { penalties: { amount: 0, countedOn: null } },
  };

  it('gives today and the next payment days, each with what it saves against running to the end', () => {
    // To the end: 110,50 + 105,25 + the buyout 10,00 = 225,75 ₽ not paid.
    expect(buyoutPlan(contract, rows, '2026-03-01')).toEqual([
      { date: '2026-03-01', total: 200.06, saving: 25.69 },
      { date: '2026-03-31', total: 210.5, saving: 15.25 },
      { date: '2026-04-30', total: 225.75, saving: 0 },
    ]);
  });

  it('takes six payment days at most, and none on a closed contract', () => {
    const long = Array.from({ length: 12 }, (_, i) =>
      row(`2027-${String(i + 1).padStart(2, '0')}-10`, 'monthly', 'unpaid', 10, 9, 100 - 9 * (i + 1)),
    );
    const plan = buyoutPlan({ ...contract, endDate: '2027-12-10' }, long, '2026-12-20');
    expect(plan.map((day) => day.date)).toEqual([
      '2026-12-20',
      '2027-01-10',
      '2027-02-10',
      '2027-03-10',
      '2027-04-10',
      '2027-05-10',
      '2027-06-10',
    ]);
    expect(buyoutPlan({ ...contract, status: { slug: 'closed' } }, rows, '2026-03-01')).toEqual([]);
  });
});
