import { type Color, rgb } from 'pdf-lib';
import { ruDate } from './pdf-text';

const PURPOSE_NOTE = 'В назначении платежа укажите номер счёта и номер договора лизинга.';

/** The bill's state in words, by its status: each with its own date, and a note that fits it. */
export function statusLine(bill: { status: 'paid' | 'unpaid' | 'overdue'; paidOn: string | null; dueOn: string }): {
  text: string;
  note: string;
  color: Color;
} {
  if (bill.status === 'paid')
    return {
      text: `Оплачен ${bill.paidOn ? ruDate(bill.paidOn) : ''}`.trim(),
      note: 'Счёт оплачен, платить по нему больше не нужно.',
      color: rgb(0.1, 0.5, 0.2),
    };
  if (bill.status === 'overdue')
    return {
      text: `Срок оплаты истёк ${ruDate(bill.dueOn)}`,
      note: `${PURPOSE_NOTE} Оплатите счёт как можно скорее: срок оплаты истёк ${ruDate(bill.dueOn)}.`,
      color: rgb(0.75, 0.1, 0.1),
    };
  return {
    text: `Оплатить до ${ruDate(bill.dueOn)}`,
    note: `${PURPOSE_NOTE} Оплатите счёт до ${ruDate(bill.dueOn)}.`,
    color: rgb(0, 0, 0),
  };
}
