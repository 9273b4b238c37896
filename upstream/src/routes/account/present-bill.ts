import type { BillRow, BillStatus } from '../../db/bills';
import { roubles } from '../../db/money';

const BILL_STATUS: Record<BillStatus, string> = { paid: 'Оплачен', unpaid: 'Ожидает оплаты', overdue: 'Просрочен' };
const BILL_KIND = { monthly: 'Лизинговый платёж', penalty: 'Пени', advance: 'Авансовый платёж' } as const;
const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];

/** "2026-11" → "Ноябрь 2026". */
export const periodName = (period: string): string =>
  `${MONTHS[Number(period.slice(5, 7)) - 1] ?? ''} ${period.slice(0, 4)}`.trim();

export function presentBill(b: BillRow) {
  return {
    id: b.id,
    number: b.number,
    date: b.issued_on,
    dueDate: b.due_on,
    period: { value: b.period, name: periodName(b.period) },
    kind: { slug: b.kind, name: BILL_KIND[b.kind] },
    description: b.description,
    amount: roubles(b.amount_kop),
    vatRate: b.vat_rate,
    vat: roubles(b.vat_kop),
    status: { slug: b.status, name: BILL_STATUS[b.status] },
    paidAt: b.paid_on,
    contract: { id: b.contract_id, number: b.contract_number },
  };
}
