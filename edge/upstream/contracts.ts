import { isActive, scheduleRowsOn, selectScheduleRows, withDue } from '@common/contract-rules';
import type { PaymentDue } from '@common/payment-due';
import * as z from 'zod/mini';
import { accountToday } from './account-today';
import { cachedCall, SESSION_FACTS_TTL_MS } from './cached-call';
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

export const contractSchema = z.object({
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
  // Penalties charged and not paid, and the day they were counted to (an upstream without them: none).
  penaltyDebt: z._default(z.number(), 0),
  penaltiesCountedOn: z._default(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), null),
  nextPayment: z.nullable(z.object({ date: z.string(), amount: z.number() })),
});
type ContractAnswer = z.output<typeof contractSchema>;

/**
 * A contract as the screens see it: the answer with the due rule applied as of the account's today
 * (`withDue` of `common/contract-rules.ts`).
 */
export type Contract = ContractAnswer & { due: PaymentDue };

/** GET client/contracts: newest first; active ones first for the screens. */
export async function listContracts(t: Transport): Promise<Contract[]> {
  const today = accountToday(t);
  const items = (await call(t, '/api/v1/client/contracts', listSchema(contractSchema))).map((c) => withDue(c, today));
  return [...items.filter(isActive), ...items.filter((c) => !isActive(c))];
}

/** GET client/contracts/{id}: 404 «Договор не найден» for another client's contract as for a missing one. */
export const getContract = async (t: Transport, id: number) =>
  withDue(await cachedCall(t, `/api/v1/client/contracts/${id}`, contractSchema, { scope: 'session' }), accountToday(t));

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
  cachedCall(t, `/api/v1/client/contracts/${id}/car`, leasedCarSchema, {
    scope: 'session',
    ttlMs: SESSION_FACTS_TTL_MS,
  });

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
  cachedCall(t, `/api/v1/client/contracts/${id}/diagram`, diagramSchema, { scope: 'session' });

export const scheduleRowSchema = z.object({
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
 * GET client/contracts/{id}/payment-schedule: every row (≤ 62), by date, as of the account's today
 * (`scheduleRowsOn` of `common/contract-rules.ts`), the summary over them.
 */
export async function getSchedule(t: Transport, id: number) {
  const answer = await cachedCall(t, `/api/v1/client/contracts/${id}/payment-schedule`, scheduleSchema, {
    scope: 'session',
  });
  const items = scheduleRowsOn(answer.items, accountToday(t));
  return selectScheduleRows({ items }, {});
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
  cachedCall(t, `/api/v1/client/contracts/${id}/operations`, pagedSchema(operationSchema), { scope: 'session', query });
