import { cp1251Text } from '@common/with-upstream/cp1251';

/**
 * «Назначение платежа» of one bill, as a Russian payment order needs it: the bill, the contract
 * and the VAT inside the amount. The site writes the same words for its QR and copyable details
 * (common/payment-purpose.ts, `billPurpose`); a unit test holds the two to one text. Plain spaces
 * and «руб.» (CP1251 has no «₽»), so it pastes into any bank's form.
 */

/** 21 710,24 руб. with plain spaces between the groups of digits. */
function plainMoney(kop: number): string {
  const roubles = Math.floor(kop / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const rest = kop % 100;
  return `${roubles}${rest ? `,${String(rest).padStart(2, '0')}` : ''} руб.`;
}

export function billPurpose(bill: { number: string; contractNumber: string; vatRate: number; vatKop: number }): string {
  const vat = bill.vatRate > 0 ? `в т. ч. НДС ${bill.vatRate} % — ${plainMoney(bill.vatKop)}` : 'НДС не облагается';
  return cp1251Text(`Оплата по счёту № ${bill.number} по договору лизинга № ${bill.contractNumber}, ${vat}`);
}
