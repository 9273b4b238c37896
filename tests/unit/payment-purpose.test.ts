import { combinedDue, dueFromSchedule, dueNow, owedNowTotal } from '@common/payment-due';
import { allContractsPurpose, paymentPurpose } from '@common/payment-purpose';
import { billPurpose, PURPOSE_MAX, vatClause } from '@common/with-upstream/bill-purpose';
import { describe, expect, it } from 'vitest';

const row = (date: string, status: string, amount: number, vat: number) => ({
  date,
  amount,
  vatRate: 22,
  vat,
  status: { slug: status },
});
const bill = (number: string, dueDate: string, kind = 'monthly', status = 'unpaid') => ({
  number,
  dueDate,
  kind: { slug: kind },
  status: { slug: status },
});

const rows = [
  row('2026-10-12', 'paid', 100_000, 18_032.79),
  row('2026-11-12', 'unpaid', 100_000, 18_032.79),
  row('2026-12-12', 'unpaid', 100_000, 18_032.79),
];
const penalties = { amount: 2_305.88, countedOn: '2026-11-20' };
const shown = (text: string) => text.replace(/\u00a0|\u202f/g, '_');

describe('the payment purpose', () => {
  it('a private person pays by the contract', () => {
    const due = dueFromSchedule(rows, '2026-11-26', penalties);
    expect(paymentPurpose({ contractNumber: 'ЛД-2025-0147', due, today: '2026-11-26' })).toBe(
      'Оплата по договору лизинга № ЛД-2025-0147',
    );
  });

  it('a legal entity names the bills of what is due now, the contract and the VAT inside', () => {
    const due = dueFromSchedule(rows, '2026-11-26', penalties);
    const bills = [
      bill('2026-0301', '2026-11-12'),
      bill('2026-0310', '2026-11-30', 'penalty'),
      bill('2026-0400', '2026-12-12'),
    ];
    const purpose = paymentPurpose({
      contractNumber: 'ЛД-2026-0089',
      due,
      today: '2026-11-26',
      legal: { rows, bills },
    });
    expect(purpose).toBe(
      'Оплата по счетам № 2026-0301, № 2026-0310 по договору лизинга № ЛД-2026-0089, в т. ч. НДС 22 % — 18 032,79 руб.',
    );
    expect(shown(purpose)).not.toContain('_');
  });

  it('the next payment alone: its one bill; penalties alone carry no VAT', () => {
    const next = dueFromSchedule(rows, '2026-11-10');
    const bills = [bill('2026-0301', '2026-11-12')];
    expect(paymentPurpose({ contractNumber: 'Д-1', due: next, today: '2026-11-10', legal: { rows, bills } })).toBe(
      'Оплата по счёту № 2026-0301 по договору лизинга № Д-1, в т. ч. НДС 22 % — 18 032,79 руб.',
    );
    const onlyPenalties = dueFromSchedule(rows.slice(0, 1), '2026-11-10', penalties);
    const penaltyBill = [bill('2026-0310', '2026-11-30', 'penalty')];
    expect(
      paymentPurpose({
        contractNumber: 'Д-1',
        due: onlyPenalties,
        today: '2026-11-10',
        legal: { rows, bills: penaltyBill },
      }),
    ).toBe('Оплата по счёту № 2026-0310 по договору лизинга № Д-1, НДС не облагается');
  });

  it('never longer than a QR purpose may be', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      row(`2026-0${(i % 9) + 1}-${String(i + 1).padStart(2, '0')}`, 'unpaid', 10, 1.8),
    );
    const due = dueFromSchedule(many, '2026-11-26');
    const bills = many.map((r, i) => bill(`2026-${1000 + i}`, r.date));
    const purpose = paymentPurpose({ contractNumber: 'Д-1', due, today: '2026-11-26', legal: { rows: many, bills } });
    expect(purpose.length).toBeLessThanOrEqual(PURPOSE_MAX);
    expect(purpose).toMatch(/^Оплата по договору лизинга № Д-1, в т\. ч\. НДС 22 % — /);
  });
});

describe("one bill's purpose: the bill PDF's words are the QR's (common/with-upstream/bill-purpose.ts)", () => {
  it('names the bill, the contract and the VAT inside it', () => {
    expect(billPurpose({ number: '2026-0254', contractNumber: 'ЛД-2025-0147', vatRate: 22, vatKop: 2_171_024 })).toBe(
      'Оплата по счёту № 2026-0254 по договору лизинга № ЛД-2025-0147, в т. ч. НДС 22 % — 21 710,24 руб.',
    );
    expect(billPurpose({ number: '2026-0300', contractNumber: 'ЛД-2026-0089', vatRate: 0, vatKop: 0 })).toBe(
      'Оплата по счёту № 2026-0300 по договору лизинга № ЛД-2026-0089, НДС не облагается',
    );
  });

  it('writes the VAT to the kopeck with plain spaces, whole roubles without kopecks', () => {
    const written = [0, 5, 100, 99_999, 100_000, 2_171_024, 123_456_789].map((vatKop) =>
      vatClause([{ vatRate: 22, vatKop }]),
    );
    expect(written).toEqual([
      'в т. ч. НДС 22 % — 0 руб.',
      'в т. ч. НДС 22 % — 0,05 руб.',
      'в т. ч. НДС 22 % — 1 руб.',
      'в т. ч. НДС 22 % — 999,99 руб.',
      'в т. ч. НДС 22 % — 1 000 руб.',
      'в т. ч. НДС 22 % — 21 710,24 руб.',
      'в т. ч. НДС 22 % — 1 234 567,89 руб.',
    ]);
  });

  it('adds the VAT of several payments by rate, the higher rate first; none with no VAT', () => {
    const payments = [
      { vatRate: 20, vatKop: 50 },
      { vatRate: 22, vatKop: 100 },
      { vatRate: 0, vatKop: 0 },
      { vatRate: 22, vatKop: 5 },
    ];
    expect(vatClause(payments)).toBe('в т. ч. НДС 22 % — 1,05 руб., в т. ч. НДС 20 % — 0,50 руб.');
    expect(vatClause([{ vatRate: 0, vatKop: 0 }])).toBe('НДС не облагается');
    expect(vatClause([])).toBe('НДС не облагается');
  });

  it('is what the QR says when one bill is due', () => {
    const next = dueFromSchedule(rows, '2026-11-10');
    const legal = { rows, bills: [bill('2026-0301', '2026-11-12')] };
    expect(paymentPurpose({ contractNumber: 'Д-1', due: next, today: '2026-11-10', legal })).toBe(
      billPurpose({ number: '2026-0301', contractNumber: 'Д-1', vatRate: 22, vatKop: 1_803_279 }),
    );
  });
});

describe('«Оплатить всё»: one payment for what several contracts owe now', () => {
  const today = '2026-11-26';
  const other = [row('2026-11-20', 'unpaid', 50_000, 9_016.39), row('2026-12-20', 'unpaid', 50_000, 9_016.39)];
  const first = { ...dueFromSchedule(rows, today, penalties), next: null };
  const second = { ...dueFromSchedule(other, today, { amount: 250, countedOn: today }), next: null };

  it('adds what each owes now to the kopeck, never a next payment', () => {
    const due = combinedDue([first, second]);
    expect(due).toEqual({
      overdue: { amount: 150_000, since: '2026-11-12' },
      next: null,
      penalties: { amount: 2_555.88, countedOn: today },
    });
    expect(dueNow(due)).toBe(owedNowTotal([first, second]));
    expect(dueNow(due)).toBe(152_555.88);
  });

  it('a private person names every contract; a legal entity every bill and the VAT of all', () => {
    expect(
      allContractsPurpose([
        { contractNumber: 'ЛД-1', due: first, today },
        { contractNumber: 'ЛД-2', due: second, today },
      ]),
    ).toBe('Оплата по договорам лизинга № ЛД-1, № ЛД-2');
    const purpose = allContractsPurpose([
      {
        contractNumber: 'ЛД-1',
        due: first,
        today,
        legal: { rows, bills: [bill('2026-0301', '2026-11-12'), bill('2026-0310', '2026-11-30', 'penalty')] },
      },
      { contractNumber: 'ЛД-2', due: second, today, legal: { rows: other, bills: [bill('2026-0320', '2026-11-20')] } },
    ]);
    expect(purpose).toBe(
      'Оплата по счетам № 2026-0301, № 2026-0310, № 2026-0320 по договорам лизинга № ЛД-1, № ЛД-2, в т. ч. НДС 22 % — 27 049,18 руб.',
    );
    expect(purpose.length).toBeLessThanOrEqual(PURPOSE_MAX);
  });

  it('one contract reads as its own payment', () => {
    const input = {
      contractNumber: 'ЛД-1',
      due: first,
      today,
      legal: { rows, bills: [bill('2026-0301', '2026-11-12')] },
    };
    expect(allContractsPurpose([input])).toBe(paymentPurpose(input));
  });
});
