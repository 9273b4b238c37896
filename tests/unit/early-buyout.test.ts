import { type BuyoutRow, buyoutBounds, buyoutDayError, buyoutOffer, estimateBuyout } from '@common/early-buyout';
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
      estimateBuyout(rows, '2026-04-15', { today: '2026-04-01', penalties: { amount: 1.11, countedOn: '2026-03-31' } }),
    ).toEqual({
      date: '2026-04-15',
      today: '2026-04-01',
      principal: 100,
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
    expect(estimateBuyout(rows, day, { today, penalties: { amount: 0, countedOn: null } })).toMatchObject(owed);
  });

  it('adds up to the kopeck', () => {
    const estimate = estimateBuyout(rows, '2026-04-30', {
      today: '2026-04-10',
      penalties: { amount: 0.2, countedOn: '2026-04-10' },
    });
    expect(Math.round(estimate.total * 100)).toBe(
      Math.round(estimate.principal * 100) + Math.round(estimate.overdue * 100) + Math.round(estimate.due * 100) + 20,
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
      estimateBuyout(rows, '2026-04-01', { today: '2026-04-01', penalties: { amount: 0, countedOn: null } }),
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
