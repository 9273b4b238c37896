import * as z from 'zod/mini';
import { labelSchema, pagedSchema, paymentSummarySchema } from './shapes';
import { call, type Transport } from './transport';

/** The bills of a legal entity (upstream/API-account.md, client/bills; 403 for a private person). */

const billSchema = z.object({
  id: z.int(),
  number: z.string(),
  date: z.string(),
  dueDate: z.string(),
  period: z.object({ value: z.string(), name: z.string() }),
  kind: labelSchema,
  description: z.string(),
  amount: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  status: labelSchema,
  paidAt: z.nullable(z.string()),
  contract: z.object({ id: z.number(), number: z.string() }),
});
export type Bill = z.output<typeof billSchema>;

const periodSchema = z.object({ value: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)), name: z.string() });

const billsSchema = z.extend(pagedSchema(billSchema), {
  summary: paymentSummarySchema,
  /** Every month the client has a bill for, newest first (an upstream without it: none). */
  periods: z._default(z.array(periodSchema), []),
});
export type Bills = z.output<typeof billsSchema>;

export type BillsQuery = { status?: string[]; period?: string; contractId?: number; page?: number; perPage?: number };

/** GET client/bills: newest first; `summary` covers every matching bill, not just the page. */
export const listBills = (t: Transport, query: BillsQuery = {}) =>
  call(t, '/api/v1/client/bills', billsSchema, {
    query: {
      status: query.status?.length ? query.status.join(',') : undefined,
      period: query.period,
      contractId: query.contractId,
      page: query.page,
      perPage: query.perPage,
    },
  });
