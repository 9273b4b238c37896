import type { ContractRow, ContractSummaryRow, OperationRow, ScheduleRow } from '../../db/contracts';
import { roubles, vatInsideKop, vatRateOn } from '../../db/money';

/** Contract resources as the API returns them; amounts in roubles (see upstream/API-account.md). */

const CONTRACT_STATUS = { active: 'Действующий', closed: 'Закрыт' } as const;
const SCHEDULE_STATUS = { paid: 'Оплачен', unpaid: 'Ожидает оплаты', overdue: 'Просрочен' } as const;
const SCHEDULE_KIND = { advance: 'Аванс', monthly: 'Лизинговый платёж', buyout: 'Выкупной платёж' } as const;
const OPERATION_KIND = {
  advance: 'Оплата аванса',
  payment: 'Оплата лизингового платежа',
  penalty: 'Начисление пени',
  penaltyPayment: 'Оплата пени',
  buyout: 'Оплата выкупного платежа',
} as const;

export function presentCarShort(c: ContractRow) {
  return {
    brand: c.car_brand,
    model: c.car_model,
    name: `${c.car_brand} ${c.car_model}`,
    year: c.car_year,
    plate: c.car_plate,
    vin: c.car_vin,
  };
}

export function presentCar(c: ContractRow) {
  return {
    contractId: c.id,
    ...presentCarShort(c),
    color: c.car_color,
    vehicleType: c.car_vehicle_type,
    body: c.car_body,
    engine: c.car_engine,
    powerHp: c.car_power_hp,
    transmission: c.car_transmission,
    drive: c.car_drive,
    mileageKm: c.car_mileage_km,
    price: roubles(c.price_kop),
  };
}

export function presentContract(c: ContractSummaryRow) {
  return {
    id: c.id,
    number: c.number,
    date: c.signed_on,
    endDate: c.ends_on,
    closedAt: c.closed_on,
    status: { slug: c.status, name: CONTRACT_STATUS[c.status] },
    product: 'Лизинг',
    car: presentCarShort(c),
    price: roubles(c.price_kop),
    advance: roubles(c.advance_kop),
    buyout: roubles(c.buyout_kop),
    termMonths: c.term_months,
    rate: c.rate_bp / 100,
    monthlyPayment: roubles(c.monthly_kop),
    paymentDay: c.payment_day,
    totalAmount: roubles(c.total_kop),
    paidAmount: roubles(c.paid_kop),
    remainingAmount: roubles(c.total_kop - c.paid_kop),
    overdueAmount: roubles(c.overdue_kop),
    penaltyDebt: roubles(c.penalty_debt_kop),
    penaltiesCountedOn: c.penalties_on,
    nextPayment:
      c.next_due_on && c.next_amount_kop !== null ? { date: c.next_due_on, amount: roubles(c.next_amount_kop) } : null,
  };
}

export function presentScheduleRow(r: ScheduleRow) {
  const vatRate = vatRateOn(r.due_on);
  return {
    id: r.id,
    number: r.position,
    kind: { slug: r.kind, name: SCHEDULE_KIND[r.kind] },
    date: r.due_on,
    amount: roubles(r.amount_kop),
    principal: roubles(r.principal_kop),
    interest: roubles(r.interest_kop),
    vatRate,
    vat: roubles(vatInsideKop(r.amount_kop, vatRate)),
    balance: roubles(r.balance_kop),
    status: { slug: r.status, name: SCHEDULE_STATUS[r.status] },
    paidAt: r.paid_on,
  };
}

export function presentOperation(o: OperationRow) {
  return {
    id: o.id,
    date: o.operation_on,
    type: { slug: o.kind, name: OPERATION_KIND[o.kind] },
    // A penalty is charged to the client; every other operation is money received from them.
    direction: o.kind === 'penalty' ? 'charge' : 'incoming',
    amount: roubles(o.amount_kop),
    description: o.description,
    documentNumber: o.document_number,
  };
}

/** Paid vs remaining, as segments that add up to the contract total, plus a per-year breakdown. */
export function presentDiagram(c: ContractSummaryRow, schedule: ScheduleRow[]) {
  const upcomingKop = c.total_kop - c.paid_kop - c.overdue_kop;
  // `remaining` is everything not paid yet; `overdue` is the part of it already past due.
  const years = new Map<number, { paid: number; remaining: number; overdue: number }>();
  for (const r of schedule) {
    const year = Number(r.due_on.slice(0, 4));
    const y = years.get(year) ?? { paid: 0, remaining: 0, overdue: 0 };
    if (r.status === 'paid') y.paid += r.amount_kop;
    else y.remaining += r.amount_kop;
    if (r.status === 'overdue') y.overdue += r.amount_kop;
    years.set(year, y);
  }
  return {
    contractId: c.id,
    currency: 'RUB',
    total: roubles(c.total_kop),
    paid: roubles(c.paid_kop),
    remaining: roubles(c.total_kop - c.paid_kop),
    overdue: roubles(c.overdue_kop),
    penaltyDebt: roubles(c.penalty_debt_kop),
    paidPercent: c.total_kop > 0 ? Math.round((c.paid_kop / c.total_kop) * 1000) / 10 : 0,
    segments: [
      { slug: 'paid', name: 'Оплачено', amount: roubles(c.paid_kop) },
      { slug: 'overdue', name: 'Просрочено', amount: roubles(c.overdue_kop) },
      { slug: 'upcoming', name: 'Предстоит оплатить', amount: roubles(upcomingKop) },
    ],
    byYear: [...years.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, y]) => ({
        year,
        paid: roubles(y.paid),
        remaining: roubles(y.remaining),
        overdue: roubles(y.overdue),
      })),
  };
}
