import { CLIENT_TYPES, INDIVIDUAL } from '@common/client-type';
import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import { pagedSchema, refSchema } from './shapes';
import type { Transport } from './transport';

const reviewSchema = z.pipe(
  z.object({
    id: z.number(),
    author: z.string(),
    city: z.optional(z.nullable(refSchema)),
    clientType: z.catch(z.enum(CLIENT_TYPES), INDIVIDUAL),
    rating: z.number().check(z.gte(1)).check(z.lte(5)),
    car: z.optional(z.nullable(z.string())),
    text: z.string(),
    createdAt: z.string(),
  }),
  z.transform((r) => ({
    id: r.id,
    author: r.author,
    city: r.city?.name ?? null,
    clientType: r.clientType,
    rating: r.rating,
    car: r.car ?? null,
    text: r.text,
    createdAt: r.createdAt,
  })),
);

export type Review = z.output<typeof reviewSchema>;

const reviewsSchema = z.pipe(
  z.extend(pagedSchema(reviewSchema), { averageRating: z.optional(z.nullable(z.number())) }),
  z.transform((r) => ({ items: r.items, total: r.total, averageRating: r.averageRating ?? null })),
);

/** GET /reviews: the newest reviews with their average rating. */
export function listReviews(t: Transport, { perPage = 6, minRating }: { perPage?: number; minRating?: number } = {}) {
  return cachedCall(t, '/api/v1/reviews', reviewsSchema, { query: { perPage, minRating } });
}
