import { buildStatement, contractStatement, type StatementContractInput } from '@common/statement';
import { parseStatementQuery } from '@common/statement-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-11-25';

const day = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const roubles = fc.integer({ min: 1, max: 50_000_000 }).map((kop) => kop / 100);

const scheduleRow = fc.record({
  number: fc.integer({ min: 0, max: 61 }),
  kind: fc.constantFrom(
    { slug: 'advance', name: 'Аванс' },
    { slug: 'monthly', name: 'Лизинговый платёж' },
    { slug: 'buyout', name: 'Выкупной платёж' },
  ),
  date: day,
  amount: roubles,
  vatRate: fc.constantFrom(20, 22),
  vat: roubles,
});
const operation = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }),
  date: day,
  type: fc.constantFrom(
    { slug: 'payment', name: 'Оплата лизингового платежа' },
    { slug: 'penalty', name: 'Начисление пени' },
  ),
  direction: fc.constantFrom('incoming' as const, 'charge' as const),
  amount: roubles,
  description: fc.string({ maxLength: 20 }),
  documentNumber: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
});
const contract = (id: number) =>
  fc.record({
    id: fc.constant(id),
    number: fc.constant(`ЛД-${id}`),
    date: day,
    schedule: fc.array(scheduleRow, { maxLength: 30 }),
    operations: fc.array(operation, { maxLength: 30 }),
  });
const contracts = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => contract(i + 1))));
const period = fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

describe('the statement’s balances (common/statement.ts)', () => {
  it('closing = opening + charges − payments, per contract and in total, to the kopeck', () => {
    fc.assert(
      fc.property(period, contracts, (p, inputs) => {
        const s = buildStatement(p, inputs);
        for (const part of s.contracts) {
          expect(part.closing).toBe(part.opening + part.charges - part.payments);
          expect(part.charges).toBe(part.lines.reduce((acc, l) => acc + l.charge, 0));
          expect(part.payments).toBe(part.lines.reduce((acc, l) => acc + l.payment, 0));
          // Each line's balance runs on from the opening; the last one is the closing.
          expect(part.lines.at(-1)?.balance ?? part.opening).toBe(part.closing);
          expect(part.lines.every((l) => l.date >= p.from && l.date <= p.to)).toBe(true);
          expect(Number.isInteger(part.opening) && Number.isInteger(part.closing)).toBe(true);
        }
        const t = s.total;
        expect(t.closing).toBe(t.opening + t.charges - t.payments);
        expect(t.closing).toBe(s.contracts.reduce((acc, c) => acc + c.closing, 0));
        expect(t.vat.reduce((acc, v) => acc + v.amount, 0)).toBe(t.charges);
      }),
    );
  });

  it('one period’s closing is the next period’s opening', () => {
    fc.assert(
      fc.property(
        fc.tuple(day, day, day).map((d) => d.sort()),
        contract(1),
        ([a, b, c], input) => {
          const dayAfter = new Date(Date.parse(`${b}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
          fc.pre(dayAfter <= c);
          const first = contractStatement({ from: a, to: b }, input);
          const second = contractStatement({ from: dayAfter, to: c }, input);
          expect(second.opening).toBe(first.closing);
          // And two periods together make one.
          const whole = contractStatement({ from: a, to: c }, input);
          expect(whole.closing).toBe(second.closing);
          expect(whole.charges).toBe(first.charges + second.charges);
        },
      ),
    );
  });

  const input: StatementContractInput = {
    id: 3,
    number: 'ЛД-2025-0312',
    date: '2025-06-20',
    schedule: [
      {
        number: 0,
        kind: { slug: 'advance', name: 'Аванс' },
        date: '2025-06-20',
        amount: 583500,
        vatRate: 20,
        vat: 97250,
      },
      {
        number: 1,
        kind: { slug: 'monthly', name: 'Лизинговый платёж' },
        date: '2025-07-20',
        amount: 120393.13,
        vatRate: 20,
        vat: 20065.52,
      },
      {
        number: 8,
        kind: { slug: 'monthly', name: 'Лизинговый платёж' },
        date: '2026-02-20',
        amount: 120393.13,
        vatRate: 22,
        vat: 21710.24,
      },
    ],
    operations: [
      {
        id: 1,
        date: '2025-06-20',
        type: { slug: 'advance', name: 'Оплата аванса' },
        direction: 'incoming',
        amount: 583500,
        description: '',
        documentNumber: 'п/п № 1013',
      },
      {
        id: 2,
        date: '2025-07-18',
        type: { slug: 'payment', name: 'Оплата лизингового платежа' },
        direction: 'incoming',
        amount: 120393.13,
        description: '',
        documentNumber: 'п/п № 1026',
      },
      {
        id: 3,
        date: '2026-02-26',
        type: { slug: 'penalty', name: 'Начисление пени' },
        direction: 'charge',
        amount: 722.36,
        description: 'Начислены пени за просрочку платежа № 8 (6 дн.)',
        documentNumber: 'п/п № 1039',
      },
    ],
    bills: [
      {
        number: '2026-0114',
        date: '2026-02-10',
        dueDate: '2026-02-20',
        kind: { slug: 'monthly' },
        amount: 120393.13,
        contract: { id: 3 },
      },
    ],
  };

  it('names each charge’s document: the bill, else the schedule; a penalty never by a payment order', () => {
    const s = contractStatement({ from: '2026-01-01', to: '2026-11-25' }, input);
    expect(s.opening).toBe(0);
    expect(s.lines.map((l) => [l.date, l.document, l.charge, l.payment])).toEqual([
      ['2026-02-20', 'Счёт № 2026-0114 от 10.02.2026', 12039313, 0],
      ['2026-02-26', 'Расчёт пени от 26.02.2026', 72236, 0],
    ]);
    expect(s.vat).toEqual([
      { rate: 0, amount: 72236, vat: 0 },
      { rate: 22, amount: 12039313, vat: 2171024 },
    ]);
    expect(s.closing).toBe(12039313 + 72236);
    // A payment made before its day is an overpayment until the charge comes.
    const early = contractStatement({ from: '2025-07-01', to: '2025-07-19' }, input);
    expect(early.closing).toBe(-12039313);
    expect(early.lines[0]?.document).toBe('п/п № 1026');
  });

  it('leaves out a contract with nothing before or in the period', () => {
    expect(buildStatement({ from: '2025-01-01', to: '2025-05-31' }, [input]).contracts).toEqual([]);
  });
});

describe('the statement’s period (common/statement-query.ts)', () => {
  it('opens on the year to date', () => {
    expect(parseStatementQuery('', TODAY)).toEqual({ ok: true, query: { from: '2026-01-01', to: TODAY } });
  });

  it('reads a valid period and a contract', () => {
    expect(parseStatementQuery('from=2025-06-01&to=2025-12-31&contract=3', TODAY)).toEqual({
      ok: true,
      query: { from: '2025-06-01', to: '2025-12-31', contractId: 3 },
    });
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from', 'Укажите дату в формате ДД.ММ.ГГГГ'],
    ['from=&to=2026-03-01', 'from', 'Укажите начало периода'],
    ['from=2026-04-01&to=2026-03-01', 'from', 'Начало периода позже его конца'],
    ['from=2026-01-01&to=2026-11-26', 'to', 'Укажите дату не позже сегодняшней (25.11.2026)'],
    ['from=1999-12-31&to=2026-01-01', 'from', 'Укажите дату не раньше 01.01.2000'],
    ['from=2026-01-01&to=2026-02-01&contract=constructor', 'contract', 'Выберите договор из списка'],
  ])('refuses %s with a Russian error by field', (query, field, message) => {
    const result = parseStatementQuery(query, TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field]).toEqual([message]);
  });
});
