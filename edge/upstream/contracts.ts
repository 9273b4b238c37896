import { SCHEDULE_STATUSES } from '@common/contract-query';
import { dueFromSummary, dueNow, type PaymentDue, statusOn } from '@common/payment-due';
import { todayOr } from '@common/today';
import * as z from 'zod/mini';
import { cachedForSession, SESSION_FACTS_TTL_MS } from './session-cache';
import { labelSchema, listSchema, pagedSchema, paymentSummarySchema } from './shapes';
import { call, type Transport } from './transport';

/**
 * The client's contracts (upstream/API-account.md, «Client endpoints»): one typed call and one
 * response schema per endpoint. Money is roubles with kopecks as the upstream sends it.
 */

const contractCarSchema = z.object({
  brand: z.string(),
  model: z.string(),
  name: z.string(),
  year: z.number(),
  plate: z.nullable(z.string()),
  vin: z.nullable(z.string()),
});

const contractSchema = z.object({
  id: z.int(),
  number: z.string(),
  date: z.string(),
  endDate: z.string(),
  closedAt: z.nullable(z.string()),
  status: labelSchema,
  product: z.string(),
  car: contractCarSchema,
  price: z.number(),
  advance: z.number(),
  buyout: z.number(),
  termMonths: z.number(),
  rate: z.number(),
  monthlyPayment: z.number(),
  paymentDay: z.number(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  remainingAmount: z.number(),
  overdueAmount: z.number(),
  nextPayment: z.nullable(z.object({ date: z.string(), amount: z.number() })),
});
type ContractAnswer = z.output<typeof contractSchema>;

/**
 * A contract as the screens see it: `overdueAmount` and `nextPayment` follow the due rule of
 * `common/payment-due.ts` as of the account's today (a «next payment» whose day has passed is
 * overdue), and `due` holds both facts with their dates.
 */
export type Contract = ContractAnswer & { due: PaymentDue };

/** The account's «today»: Moscow's, or the day a test run pins with FIXED_TODAY. */
export const accountToday = (t: Transport): string => todayOr(t.config.FIXED_TODAY);

function withDue(contract: ContractAnswer, today: string): Contract {
  const due = dueFromSummary(contract, today);
  return { ...contract, overdueAmount: due.overdue.amount, nextPayment: due.next, due };
}

export const isActive = (contract: Contract) => contract.status.slug === 'active';

/** What the payment QR asks for: the overdue amount if any, else the next payment; 0 when nothing is due. */
export const paymentDue = (contract: Contract): number => dueNow(contract.due);

/** GET client/contracts: newest first; active ones first for the screens. */
export async function listContracts(t: Transport): Promise<Contract[]> {
  const today = accountToday(t);
  const items = (await call(t, '/api/v1/client/contracts', listSchema(contractSchema))).map((c) => withDue(c, today));
  return [...items.filter(isActive), ...items.filter((c) => !isActive(c))];
}

/** GET client/contracts/{id}: 404 «Договор не найден» for another client's contract as for a missing one. */
export const getContract = (t: Transport, id: number) =>
  cachedForSession(t, `contract:${id}`, async () =>
    withDue(await call(t, `/api/v1/client/contracts/${id}`, contractSchema), accountToday(t)),
  );

const leasedCarSchema = z.object({
  contractId: z.number(),
  brand: z.string(),
  model: z.string(),
  name: z.string(),
  year: z.number(),
  plate: z.nullable(z.string()),
  vin: z.nullable(z.string()),
  color: z.nullable(z.string()),
  vehicleType: z.nullable(z.string()),
  body: z.nullable(z.string()),
  engine: z.nullable(z.string()),
  powerHp: z.nullable(z.number()),
  transmission: z.nullable(z.string()),
  drive: z.nullable(z.string()),
  mileageKm: z.nullable(z.number()),
  price: z.number(),
});
export type LeasedCar = z.output<typeof leasedCarSchema>;

export const getContractCar = (t: Transport, id: number) =>
  cachedForSession(
    t,
    `contract-car:${id}`,
    () => call(t, `/api/v1/client/contracts/${id}/car`, leasedCarSchema),
    SESSION_FACTS_TTL_MS,
  );

const diagramSchema = z.object({
  total: z.number(),
  paid: z.number(),
  remaining: z.number(),
  overdue: z.number(),
  penaltyDebt: z.number(),
  paidPercent: z.number(),
  segments: z.array(z.object({ slug: z.string(), name: z.string(), amount: z.number() })),
  // `overdue`: the part of `remaining` past due (an upstream without it reads as none).
  byYear: z.array(
    z.object({ year: z.number(), paid: z.number(), remaining: z.number(), overdue: z._default(z.number(), 0) }),
  ),
});
export type PaymentDiagram = z.output<typeof diagramSchema>;

export const getDiagram = (t: Transport, id: number) =>
  cachedForSession(t, `diagram:${id}`, () => call(t, `/api/v1/client/contracts/${id}/diagram`, diagramSchema));

const scheduleRowSchema = z.object({
  id: z.number(),
  number: z.number(),
  kind: labelSchema,
  date: z.string(),
  amount: z.number(),
  principal: z.number(),
  interest: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  balance: z.number(),
  status: labelSchema,
  paidAt: z.nullable(z.string()),
});
export type ScheduleRow = z.output<typeof scheduleRowSchema>;

const scheduleSchema = z.object({
  items: z.array(scheduleRowSchema),
  summary: paymentSummarySchema,
});
export type Schedule = z.output<typeof scheduleSchema>;

/**
 * GET client/contracts/{id}/payment-schedule: every row (≤ 62), by date. A row the upstream still
 * calls «unpaid» after its day is overdue (`common/payment-due.ts`), for the table, the summary,
 * the buyout and the exports alike.
 */
export const getSchedule = (t: Transport, id: number) =>
  cachedForSession(t, `schedule:${id}`, async () => {
    const answer = await call(t, `/api/v1/client/contracts/${id}/payment-schedule`, scheduleSchema);
    const today = accountToday(t);
    const items = answer.items.map((row) => {
      const slug = statusOn(row, today);
      return slug === row.status.slug ? row : { ...row, status: { slug, name: SCHEDULE_STATUSES.get(slug) ?? slug } };
    });
    return selectScheduleRows({ ...answer, items }, {});
  });

export type ScheduleQuery = { status?: string[]; year?: number };

/**
 * The rows shown for the page's filters, with the summary over them (summed in kopecks, as the
 * upstream does). One schedule call serves the table, the buyout estimate and the exports, so the
 * filters are applied here rather than by a second upstream call.
 */
export function selectScheduleRows(schedule: Schedule, query: ScheduleQuery): Schedule {
  const items = schedule.items.filter(
    (row) =>
      (!query.status?.length || query.status.includes(row.status.slug)) &&
      (query.year === undefined || row.date.startsWith(`${query.year}-`)),
  );
  const kop = (slug?: string) =>
    items
      .filter((row) => !slug || row.status.slug === slug)
      .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  return {
    items,
    summary: {
      count: items.length,
      total: kop() / 100,
      paid: kop('paid') / 100,
      unpaid: kop('unpaid') / 100,
      overdue: kop('overdue') / 100,
    },
  };
}

const operationSchema = z.object({
  id: z.number(),
  date: z.string(),
  type: labelSchema,
  direction: z.enum(['incoming', 'charge']),
  amount: z.number(),
  description: z.string(),
  documentNumber: z.nullable(z.string()),
});
export type Operation = z.output<typeof operationSchema>;

export type OperationsQuery = { dateFrom?: string; dateTo?: string; page: number; perPage: number };

/** GET client/contracts/{id}/operations: newest first, paginated, within an optional date range. */
export const getOperations = (t: Transport, id: number, query: OperationsQuery) =>
  cachedForSession(t, `operations:${id}:${JSON.stringify(query)}`, () =>
    call(t, `/api/v1/client/contracts/${id}/operations`, pagedSchema(operationSchema), { query }),
  );
