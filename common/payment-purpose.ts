import { dueParts, type PaymentDue, statusOn } from './payment-due';
import { PURPOSE_MAX, vatClause } from './with-upstream/bill-purpose';
import { cp1251Text } from './with-upstream/cp1251';

/**
 * The «Назначение платежа» of what is due now on a contract: one text for the payment QR
 * (ST00012 `Purpose`), the copyable requisites and the bill. A private person pays by the
 * contract; a legal entity's payment order names the bills it pays, the contract and the VAT
 * inside the amount («в т. ч. НДС 22 % — N руб.»), or the bank rejects or misallocates it. Only
 * characters of CP1251 (common/with-upstream/cp1251.ts): «руб.», never «₽», which many banks' systems lack.
 * The words of one bill and of the VAT are the back office's bill PDF's (common/with-upstream/bill-purpose.ts).
 */

/** The least of a schedule row the purpose reads: the VAT inside each payment. */
export type PurposeRow = { date: string; amount: number; vatRate: number; vat: number; status: { slug: string } };

/** The least of a bill the purpose reads. */
export type PurposeBill = {
  number: string;
  dueDate: string;
  kind: { slug: string };
  status: { slug: string };
};

const kop = (value: number) => Math.round(value * 100);

/** The schedule rows the due parts are made of: the overdue ones, or the next one. */
function rowsDue<R extends PurposeRow>(rows: readonly R[], due: PaymentDue, today: string): R[] {
  const kinds = new Set(dueParts(due).map((part) => part.kind));
  return rows.filter(
    (row) =>
      (kinds.has('overdue') && statusOn(row, today) === 'overdue') ||
      (kinds.has('next') && row.date === due.next?.date && statusOn(row, today) === 'unpaid'),
  );
}

/** The VAT inside the rows, by rate (`vatClause`). */
const vatText = (rows: readonly PurposeRow[]) =>
  vatClause(rows.map((row) => ({ vatRate: row.vatRate, vatKop: kop(row.vat) })));

/** The bills of the due parts: those of the payments due, and the unpaid penalty bills. */
function billsDue(bills: readonly PurposeBill[], rows: readonly PurposeRow[], due: PaymentDue): PurposeBill[] {
  const days = new Set(rows.map((row) => row.date));
  const penalties = dueParts(due).some((part) => part.kind === 'penalties');
  return bills.filter(
    (bill) => bill.status.slug !== 'paid' && (bill.kind.slug === 'penalty' ? penalties : days.has(bill.dueDate)),
  );
}

export type PurposeInput = {
  contractNumber: string;
  due: PaymentDue;
  today: string;
  /** A legal entity's: the contract's schedule and its bills; a private person: none. */
  legal?: { rows: readonly PurposeRow[]; bills: readonly PurposeBill[] };
};

/** The bills and the schedule rows one contract's due payment is made of (a legal entity's). */
function legalParts({ due, today, legal }: PurposeInput): { numbers: string[]; rows: PurposeRow[] } {
  if (!legal) return { numbers: [], rows: [] };
  const rows = rowsDue(legal.rows, due, today);
  return { numbers: billsDue(legal.bills, rows, due).map((bill) => `№ ${bill.number}`), rows };
}

/**
 * «Оплата по счетам № A, № B по договору лизинга № …, в т. ч. НДС …» for one or several contracts;
 * without the bill list when it would pass the QR's 210 characters (the contracts and the VAT are
 * what a payment order cannot lack).
 */
function purposeText(contractNumbers: readonly string[], legal: boolean, parts: ReturnType<typeof legalParts>[]) {
  const contract =
    contractNumbers.length === 1
      ? `по договору лизинга № ${contractNumbers[0]}`
      : `по договорам лизинга ${contractNumbers.map((n) => `№ ${n}`).join(', ')}`;
  if (!legal) return cp1251Text(`Оплата ${contract}`);
  const numbers = parts.flatMap((part) => part.numbers);
  const vat = vatText(parts.flatMap((part) => part.rows));
  const bills =
    numbers.length === 1 ? `по счёту ${numbers[0]} ` : numbers.length ? `по счетам ${numbers.join(', ')} ` : '';
  const full = `Оплата ${bills}${contract}, ${vat}`;
  return cp1251Text(full.length <= PURPOSE_MAX ? full : `Оплата ${contract}, ${vat}`);
}

/** The purpose of the payment `dueNow` asks for. */
export function paymentPurpose(input: PurposeInput): string {
  return purposeText([input.contractNumber], input.legal !== undefined, [legalParts(input)]);
}

/**
 * The purpose of one payment for what several contracts owe now («Оплатить всё»): every contract,
 * and for a legal entity every bill and the VAT of all the payments, by rate.
 */
export function allContractsPurpose(inputs: readonly PurposeInput[]): string {
  return purposeText(
    inputs.map((input) => input.contractNumber),
    inputs.some((input) => input.legal !== undefined),
    inputs.map(legalParts),
  );
}
