import { describe, expect, it } from 'vitest';
import {
  call,
  type Errors,
  INDIVIDUAL,
  type Json,
  json,
  LEGAL,
  money,
  type Page,
  PREFIXES,
  signedIn,
} from './account-helpers';

/** The fields of a payment-schedule row, sorted. */
const SCHEDULE_ROW_KEYS = [
  'amount',
  'balance',
  'date',
  'id',
  'interest',
  'kind',
  'number',
  'paidAt',
  'principal',
  'status',
  'vat',
  'vatRate',
];
type List<T = Json> = { items: T[] };

describe.each(PREFIXES)('%s/client/contracts', (prefix) => {
  it("lists only the client's contracts with car, terms and payment summary", async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const res = await api('/client/contracts');
    expect(res.status).toBe(200);
    const { items } = await json<List>(res);
    expect(items.map((c) => c.number)).toEqual(['ЛД-2025-0147', 'ЛД-2023-0871']);
    const active = items[0] as Json;
    expect(active).toMatchObject({
      id: 2,
      date: '2025-08-15',
      status: { slug: 'active', name: 'Действующий' },
      car: { brand: 'Haval', model: 'Jolion', year: 2025, plate: 'О715РА777', vin: 'LGWFF7A58SH903271' },
      price: 2449000,
      advance: 489800,
      termMonths: 36,
      rate: 18,
    });
    expect(money(active.totalAmount)).toBe(money(active.paidAmount) + money(active.remainingAmount));
    expect(active.overdueAmount).toBeGreaterThan(0);
    // Today is 25 November (FIXED_TODAY): the 15 November payment is overdue, the next one is December's.
    expect(active.nextPayment).toMatchObject({ date: '2026-12-15' });
    expect(items[1]).toMatchObject({
      status: { slug: 'closed', name: 'Закрыт' },
      remainingAmount: 0,
      nextPayment: null,
    });
  });

  it('counts a payment still «unpaid» after its day as overdue, and never names a past day as next', async () => {
    const api = await signedIn(LEGAL, prefix);
    const { items } = await json<List>(await api('/client/contracts'));
    const gaz = items.find((c) => c.number === 'ЛД-2025-0312') as Json;
    // The seed's statuses are as of 20 November: the 20 November payment was «unpaid» then.
    expect(gaz.nextPayment).toMatchObject({ date: '2026-12-20' });
    const schedule = await json<List & { summary: Json }>(
      await api(`/client/contracts/${gaz.id}/payment-schedule?status=overdue`),
    );
    expect(schedule.items.map((r) => r.date)).toEqual(['2026-11-20']);
    expect(schedule.items[0]).toMatchObject({ status: { slug: 'overdue', name: 'Просрочен' } });
    expect(money(gaz.overdueAmount)).toBe(money(schedule.items[0]?.amount));
    for (const contract of items) {
      const next = contract.nextPayment as { date: string } | null;
      if (next) expect(next.date >= '2026-11-25').toBe(true);
    }
  });

  it('matches the lease formula of ARCHITECTURE.md', async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const c = await json(await api('/client/contracts/2'));
    const P = Number(c.price);
    const a = Number(c.advance) / P;
    const n = Number(c.termMonths);
    const i = Number(c.rate) / 100 / 12;
    const B = Number(c.buyout);
    const M = ((P * (1 - a) - B / (1 + i) ** n) * i) / (1 - (1 + i) ** -n);
    expect(Number(c.monthlyPayment)).toBeCloseTo(M, 1);
    expect(money(c.totalAmount)).toBe(money(c.advance) + n * money(c.monthlyPayment) + money(B));
  });

  it("hides another client's contract behind 404, for every sub-resource", async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    for (const sub of ['', '/diagram', '/operations', '/car', '/payment-schedule']) {
      const res = await api(`/client/contracts/3${sub}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Договор не найден' });
    }
    expect((await api('/client/contracts/999999')).status).toBe(404);
    expect((await api('/client/contracts/abc')).status).toBe(404);
  });

  it('answers 401 for every client endpoint without a valid token', async () => {
    for (const path of [
      '/client/contracts',
      '/client/contracts/2',
      '/client/contracts/2/diagram',
      '/client/contracts/2/operations',
      '/client/contracts/2/car',
      '/client/contracts/2/payment-schedule',
      '/client/deals',
      '/client/deals/1',
      '/client/bills',
    ]) {
      const res = await call(`${prefix}${path}`, { token: 'expired-or-fake' });
      expect(res.status, path).toBe(401);
      expect((await json(res)).message).toBeTruthy();
    }
    expect((await call(`${prefix}/client/bills/download-archive`, { method: 'POST', json: {} })).status).toBe(401);
  });

  it('draws the diagram: paid + overdue + upcoming = total', async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const d = await json<Json & { segments: Json[]; byYear: Json[] }>(await api('/client/contracts/2/diagram'));
    expect(d.segments.map((s) => s.slug)).toEqual(['paid', 'overdue', 'upcoming']);
    const sum = d.segments.reduce((acc, s) => acc + money(s.amount), 0);
    expect(sum).toBe(money(d.total));
    expect(money(d.paid) + money(d.remaining)).toBe(money(d.total));
    expect(d.paidPercent).toBeGreaterThan(0);
    expect(d.paidPercent).toBeLessThan(100);
    expect(d.penaltyDebt).toBeGreaterThan(0);
    expect(d.byYear.map((y) => y.year)).toEqual([2025, 2026, 2027, 2028]);
    // The years' overdue parts add up to the contract's overdue amount and sit inside `remaining`.
    const overdueByYear = d.byYear.reduce((acc, y) => acc + money(y.overdue), 0);
    expect(overdueByYear).toBe(money(d.overdue));
    expect(overdueByYear).toBeGreaterThan(0);
    for (const y of d.byYear) expect(money(y.overdue)).toBeLessThanOrEqual(money(y.remaining));
    // The contract names the same penalty debt and the day it was counted to (issue 32), today
    // (issue 39): 351,56 ₽ booked on 20 November and 5 days × 0,1 % × 70 311,75 ₽ since.
    const contract = await json<Json>(await api('/client/contracts/2'));
    expect(contract.penaltyDebt).toBe(d.penaltyDebt);
    expect(contract.penaltyDebt).toBe(703.12);
    expect(contract.penaltiesCountedOn).toBe('2026-11-25');
  });

  it('returns the car of the contract', async () => {
    const api = await signedIn(LEGAL, prefix);
    const car = await json(await api('/client/contracts/5/car'));
    expect(car).toMatchObject({
      contractId: 5,
      brand: 'КАМАЗ',
      year: 2026,
      vin: 'XTC549015T2593817',
      plate: 'В561АУ750',
      color: 'Синий',
      vehicleType: 'Грузовые',
    });
  });

  it('paginates operations and filters them by date and type', async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const first = await json<Page>(await api('/client/contracts/2/operations?perPage=5'));
    expect(first.items).toHaveLength(5);
    expect(first.page).toBe(1);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    const dates = first.items.map((o) => String(o.date));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items[0]).toMatchObject({ type: { slug: 'penalty' }, direction: 'charge' });

    const second = await json<Page>(await api('/client/contracts/2/operations?perPage=5&page=2'));
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);

    const ranged = await json<Page>(await api('/client/contracts/2/operations?dateFrom=2026-01-01&dateTo=2026-03-31'));
    expect(ranged.total).toBeGreaterThan(0);
    for (const o of ranged.items) expect(String(o.date) >= '2026-01-01' && String(o.date) <= '2026-03-31').toBe(true);
    // March 2026 was paid late: a penalty and its payment.
    expect(ranged.items.map((o) => (o.type as Json).slug)).toContain('penalty');

    const penalties = await json<Page>(await api('/client/contracts/2/operations?type=penalty,penaltyPayment'));
    expect(penalties.items.every((o) => ['penalty', 'penaltyPayment'].includes(String((o.type as Json).slug)))).toBe(
      true,
    );
    // Issue 39: a penalty is a charge, and its document says so, never «Платёж № …».
    for (const o of penalties.items) {
      const charge = (o.type as Json).slug === 'penalty';
      expect(String(o.documentNumber), String(o.id)).toMatch(charge ? /^Начисление № \d+$/ : /^Платёж № \d+$/);
    }

    const beyond = await json<Page>(await api('/client/contracts/2/operations?page=99'));
    expect(beyond.items).toEqual([]);
  });

  it('validates operation filters with 422 in Russian', async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const res = await api('/client/contracts/2/operations?dateFrom=2026-13-01&perPage=1000&type=gift');
    expect(res.status).toBe(422);
    const { errors } = await json<Errors>(res);
    expect(errors.dateFrom).toEqual(['Параметр «dateFrom» содержит несуществующую дату']);
    expect(errors.perPage).toEqual(['Параметр «perPage» должен быть от 1 до 100']);
    expect(errors.type?.[0]).toMatch(/принимает значения/);
    const order = await api('/client/contracts/2/operations?dateFrom=2026-05-01&dateTo=2026-01-01');
    expect((await json<Errors>(order)).errors.dateTo).toEqual(['Дата окончания периода раньше даты начала']);
  });

  it('returns the payment schedule with filters and a summary', async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const all = await json<List & { summary: Json }>(await api('/client/contracts/2/payment-schedule'));
    expect(all.items).toHaveLength(38); // advance + 36 monthly + buyout
    expect(all.items[0]).toMatchObject({ number: 0, kind: { slug: 'advance' }, status: { slug: 'paid' } });
    expect(all.items[37]).toMatchObject({ kind: { slug: 'buyout' }, balance: 0 });
    const monthly = all.items[1] as Json;
    expect(Object.keys(monthly).sort()).toEqual(SCHEDULE_ROW_KEYS);
    expect(money(monthly.principal) + money(monthly.interest)).toBe(money(monthly.amount));

    const overdue = await json<List & { summary: Json }>(
      await api('/client/contracts/2/payment-schedule?status=overdue'),
    );
    expect(overdue.items.map((r) => r.date)).toEqual(['2026-11-15']);
    expect(overdue.summary).toMatchObject({ count: 1, paid: 0 });

    const year = await json<List>(await api('/client/contracts/2/payment-schedule?year=2027&kind=monthly'));
    expect(year.items).toHaveLength(12);
    expect(year.items.every((r) => String(r.date).startsWith('2027-'))).toBe(true);
    expect(year.items[0]).toMatchObject({ vatRate: 22, status: { slug: 'unpaid', name: 'Ожидает оплаты' } });

    const bad = await api('/client/contracts/2/payment-schedule?status=late');
    expect(bad.status).toBe(422);
  });
});

describe.each(PREFIXES)('%s/client/deals', (prefix) => {
  it('lists own deals with their current stage and shows one with all stages', async () => {
    const api = await signedIn(LEGAL, prefix);
    const { items } = await json<List>(await api('/client/deals'));
    expect(items.map((d) => d.number)).toEqual(['СД-2026-2254', 'СД-2026-1580', 'СД-2026-0311']);
    expect(items[0]).toMatchObject({
      status: { slug: 'inProgress', name: 'В работе' },
      stage: { slug: 'contract', name: 'Подписание договора' },
      contractId: null,
    });
    expect(items[1]).toMatchObject({ status: { slug: 'completed' }, contractId: 5 });
    expect(items[2]).toMatchObject({ status: { slug: 'rejected', name: 'Отклонена' } });
    // Issue 39: a rejected deal says why; the others carry no reason.
    expect(items[2]?.rejectionReason).toMatch(/^Финансовые показатели компании/);
    expect(items.slice(0, 2).map((d) => d.rejectionReason)).toEqual([null, null]);

    const deal = await json<Json & { stages: Json[] }>(await api('/client/deals/4'));
    expect(deal.manager).toEqual({ name: 'Павел Орлов', phone: '74951234517' });
    expect(deal.stages.map((s) => s.state)).toEqual(['done', 'done', 'done', 'current', 'pending', 'pending']);
    expect(deal.stages[0]).toMatchObject({ slug: 'application', name: 'Заявка', completedAt: '2026-11-03' });
  });

  it("hides another client's deal behind 404", async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const res = await api('/client/deals/4');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Сделка не найдена' });
  });
});
