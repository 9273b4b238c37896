import { dueFromSchedule } from '@common/payment-due';
import { paymentPurpose } from '@common/payment-purpose';
import { billPurpose } from '@common/with-upstream/bill-purpose';
import { cp1251Text } from '@common/with-upstream/cp1251';
import { st00012 } from '@upstream/src/payments/st00012';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * Issue 39: payment purposes and QR fields only in characters of CP1251, the code page of many
 * banks' payment-order systems. The repertoire is read from the WHATWG windows-1251 decoder of
 * Node, not from the code under test; 0x98 (unassigned in Microsoft's table, U+0098 there) is
 * left out.
 */
const REPERTOIRE = new Set(
  [...new TextDecoder('windows-1251').decode(Uint8Array.from({ length: 256 }, (_, byte) => byte))].filter(
    (char) => char !== '\u0098',
  ),
);
const outside = (text: string) => [...text].filter((char) => !REPERTOIRE.has(char));

/** Any text a back office might hold: Russian, «₽», thin spaces, emoji, other scripts. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...'АБВЯабвяЁё№«»—–₽\u00a0\u202f\u2009 -/.0123456789ABCXYZ|'),
    fc.constantFrom('😀', 'ä', 'ß', '中', 'Ω', '€', '\u200b'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});
const day = fc
  .integer({ min: 0, max: 729 })
  .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const money = fc.integer({ min: 0, max: 99_999_999_99 }).map((k) => k / 100);
const row = fc.record({
  date: day,
  amount: money,
  vatRate: fc.constantFrom(0, 20, 22),
  vat: money,
  status: fc.record({ slug: fc.constantFrom('paid', 'unpaid', 'overdue') }),
});
const bill = fc.record({
  number: anyText,
  dueDate: day,
  kind: fc.record({ slug: fc.constantFrom('monthly', 'penalty', 'advance') }),
  status: fc.record({ slug: fc.constantFrom('paid', 'unpaid', 'overdue') }),
});

describe('CP1251 only', () => {
  it('keeps CP1251 characters and replace the others («₽» → «руб.»)', () => {
    const all = [...REPERTOIRE].join('');
    expect(cp1251Text(all)).toBe(all);
    expect(cp1251Text('1\u202f000 ₽ 😀')).toBe('1 000 руб. ?');
    fc.assert(
      fc.property(anyText, (text) => {
        expect(outside(cp1251Text(text))).toEqual([]);
      }),
    );
  });

  it('every purpose built from any contract, schedule and bills is in CP1251', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.array(row, { maxLength: 12 }),
        fc.array(bill, { maxLength: 12 }),
        day,
        fc.record({ amount: money, countedOn: fc.option(day, { nil: null }) }),
        (contractNumber, rows, bills, today, penalties) => {
          const due = dueFromSchedule(rows, today, penalties);
          for (const legal of [undefined, { rows, bills }]) {
            expect(outside(paymentPurpose({ contractNumber, due, today, legal }))).toEqual([]);
          }
          for (const one of rows) {
            const number = bills[0]?.number ?? contractNumber;
            const vat = { vatRate: one.vatRate, vatKop: Math.round(one.vat * 100) };
            expect(outside(billPurpose({ number, contractNumber, ...vat }))).toEqual([]);
          }
        },
      ),
    );
  });

  it("every field of the QR's ST00012 payload is in CP1251, under the header of its UTF-8 bytes", () => {
    const payee = fc.record({
      name: anyText,
      personalAcc: anyText,
      bankName: anyText,
      bic: anyText,
      correspAcc: anyText,
      payeeInn: anyText,
      kpp: anyText,
    });
    fc.assert(
      fc.property(
        payee,
        fc.integer({ min: 1, max: 999_999_999_99 }),
        anyText,
        anyText,
        (to, sumKopecks, purpose, contract) => {
          const payload = st00012(to, { sumKopecks, purpose, contract });
          // ГОСТ Р 56042-2014: «ST0001» then the encoding, 2 = UTF-8, the bytes the QR is drawn from (uqr).
          expect(payload.startsWith('ST00012|')).toBe(true);
          expect(outside(payload)).toEqual([]);
          expect(
            payload
              .split('|')
              .slice(1)
              .every((field) => /^[A-Za-z]+=/.test(field)),
          ).toBe(true);
        },
      ),
    );
  });

  it('the purpose reads «руб.», never «₽»', () => {
    const rows = [{ date: '2026-11-12', amount: 100_000, vatRate: 22, vat: 18_032.79, status: { slug: 'unpaid' } }];
    const due = dueFromSchedule(rows, '2026-11-26');
    const legal = {
      rows,
      bills: [{ number: '2026-0301', dueDate: '2026-11-12', kind: { slug: 'monthly' }, status: { slug: 'unpaid' } }],
    };
    expect(paymentPurpose({ contractNumber: 'ЛД-2026-0089', due, today: '2026-11-26', legal })).toBe(
      'Оплата по счёту № 2026-0301 по договору лизинга № ЛД-2026-0089, в т. ч. НДС 22 % — 18 032,79 руб.',
    );
  });
});
