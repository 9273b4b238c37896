import * as z from 'zod/mini';
import { labelSchema, listSchema } from './shapes';
import { call, type Transport } from './transport';

/** The client's deals (applications on their way to a contract), upstream/API-account.md. */

const dealSchema = z.object({
  id: z.int(),
  number: z.string(),
  title: z.string(),
  product: z.string(),
  status: labelSchema,
  stage: labelSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  car: z.nullable(z.object({ brand: z.string(), model: z.string(), name: z.string(), year: z.number() })),
  price: z.nullable(z.number()),
  advance: z.nullable(z.number()),
  termMonths: z.nullable(z.number()),
  monthlyPayment: z.nullable(z.number()),
  contractId: z.nullable(z.number()),
  /** Why a rejected deal was turned down; null (or an upstream without it) when not recorded. */
  rejectionReason: z._default(z.nullable(z.string()), null),
});
export type Deal = z.output<typeof dealSchema>;

const dealDetailSchema = z.extend(dealSchema, {
  manager: z.nullable(z.object({ name: z.string(), phone: z.string() })),
  stages: z.array(
    z.object({
      position: z.number(),
      slug: z.string(),
      name: z.string(),
      state: z.enum(['done', 'current', 'pending']),
      completedAt: z.nullable(z.string()),
    }),
  ),
});
export type DealDetail = z.output<typeof dealDetailSchema>;

/** GET client/deals: newest first. */
export const listDeals = (t: Transport) => call(t, '/api/v1/client/deals', listSchema(dealSchema));

/** GET client/deals/{id}: 404 «Сделка не найдена» for another client's deal as for a missing one. */
export const getDeal = (t: Transport, id: number) => call(t, `/api/v1/client/deals/${id}`, dealDetailSchema);
