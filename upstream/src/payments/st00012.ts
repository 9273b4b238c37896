import { cp1251Text } from '@common/with-upstream/cp1251';

/**
 * Russian unified payment QR payload (ГОСТ Р 56042-2014): "ST00012" (format ST0001, encoding 2 =
 * UTF-8, the bytes the QR carries), then "|Key=Value" pairs. '|' separates fields, so it may not
 * occur inside values. Every value is written in CP1251's characters (./cp1251.ts): a bank that
 * passes the fields on in windows-1251 loses none of them.
 */
export interface Payee {
  name: string;
  personalAcc: string;
  bankName: string;
  bic: string;
  correspAcc: string;
  payeeInn: string;
  kpp: string;
}

export interface Payment {
  /** Amount in kopecks. */
  sumKopecks: number;
  purpose: string;
  contract?: string;
}

const clean = (v: string) => cp1251Text(v.replace(/[|\r\n]/g, ' ')).trim();

export function st00012(payee: Payee, payment: Payment): string {
  const fields: Array<[string, string]> = [
    ['Name', payee.name],
    ['PersonalAcc', payee.personalAcc],
    ['BankName', payee.bankName],
    ['BIC', payee.bic],
    ['CorrespAcc', payee.correspAcc],
    ['PayeeINN', payee.payeeInn],
    ['KPP', payee.kpp],
    ['Sum', String(payment.sumKopecks)],
    ['Purpose', payment.purpose],
  ];
  if (payment.contract) fields.push(['Contract', payment.contract]);
  return `ST00012${fields.map(([k, v]) => `|${k}=${clean(v)}`).join('')}`;
}
