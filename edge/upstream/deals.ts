import { z } from 'zod';
import { labelSchema, listSchema } from './shapes';
import { call, type Transport } from './transport';

/** The client's deals (applications on their way to a contract), upstream/API-account.md. */

const dealSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  product: z.string(),
  status: labelSchema,
  stage: labelSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  car: z.object({ brand: z.string(), model: z.string(), name: z.string(), year: z.number() }).nullable(),
  price: z.number().nullable(),
  advance: z.number().nullable(),
  termMonths: z.number().nullable(),
  monthlyPayment: z.number().nullable(),
  contractId: z.number().nullable(),
});
export type Deal = z.output<typeof dealSchema>;

const dealDetailSchema = dealSchema.extend({
  manager: z.object({ name: z.string(), phone: z.string() }).nullable(),
  stages: z.array(
    z.object({
      position: z.number(),
      slug: z.string(),
      name: z.string(),
      state: z.enum(['done', 'current', 'pending']),
      completedAt: z.string().nullable(),
    }),
  ),
});
export type DealDetail = z.output<typeof dealDetailSchema>;

export const isInProgress = (deal: Deal) => deal.status.slug === 'inProgress';

/** GET client/deals: newest first. */
export const listDeals = (t: Transport) => call(t, '/api/v1/client/deals', listSchema(dealSchema));

/** GET client/deals/{id}: 404 «Сделка не найдена» for another client's deal as for a missing one. */
export const getDeal = (t: Transport, id: number) => call(t, `/api/v1/client/deals/${id}`, dealDetailSchema);
