import { cp1251Text } from './cp1251';

/**
 * The words of a «Назначение платежа» both sides write: the bill PDF of the back office prints a
 * bill's purpose, the site's QR and copyable requisites (common/payment-purpose.ts) say the same
 * when that one bill is due, and name the VAT the same way when several are. A Russian payment
 * order needs the bill, the contract and the VAT inside the amount, or the bank rejects or
 * misallocates it. Plain spaces and «руб.» (CP1251 has no «₽», cp1251.ts), so it pastes into any
 * bank's form.
 */

/** The limit of a QR's purpose (ГОСТ Р 56042-2014 allows 210 characters): the back office refuses longer. */
export const PURPOSE_MAX = 210;

/** 21 710,24 руб. (1 000 руб. when whole) with plain spaces between the groups of digits. */
function plainMoney(kop: number): string {
  const roubles = Math.floor(kop / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const rest = kop % 100;
  return `${roubles}${rest ? `,${String(rest).padStart(2, '0')}` : ''} руб.`;
}

/** The VAT inside one payment: its rate in percent (0: none) and the sum in kopecks. */
export type VatInside = { vatRate: number; vatKop: number };

/** «в т. ч. НДС 22 % — 21 710,24 руб.» for each rate among the payments, highest first; «НДС не облагается» when none has VAT (penalties carry none). */
export function vatClause(payments: readonly VatInside[]): string {
  const byRate = new Map<number, number>();
  for (const { vatRate, vatKop } of payments) if (vatRate > 0) byRate.set(vatRate, (byRate.get(vatRate) ?? 0) + vatKop);
  if (!byRate.size) return 'НДС не облагается';
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, vatKop]) => `в т. ч. НДС ${rate} % — ${plainMoney(vatKop)}`)
    .join(', ');
}

/**
 * The purpose of one bill: «Оплата по счёту № 2026-0254 по договору лизинга № ЛД-2025-0147,
 * в т. ч. НДС 22 % — 21 710,24 руб.».
 */
export function billPurpose(bill: { number: string; contractNumber: string } & VatInside): string {
  return cp1251Text(
    `Оплата по счёту № ${bill.number} по договору лизинга № ${bill.contractNumber}, ${vatClause([bill])}`,
  );
}
