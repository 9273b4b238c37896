import { z } from 'zod';
import { cachedPublic } from './public-cache';
import { cityRefSchema, pagedSchema } from './shapes';
import { call, type Transport } from './transport';

const reviewSchema = z
  .object({
    id: z.number(),
    author: z.string(),
    city: cityRefSchema.nullable().optional(),
    clientType: z.enum(['individual', 'legalEntity']).catch('individual'),
    rating: z.number().min(1).max(5),
    car: z.string().nullable().optional(),
    text: z.string(),
    createdAt: z.string(),
  })
  .transform((r) => ({
    id: r.id,
    author: r.author,
    city: r.city?.name ?? null,
    clientType: r.clientType,
    rating: r.rating,
    car: r.car ?? null,
    text: r.text,
    createdAt: r.createdAt,
  }));

export type Review = z.output<typeof reviewSchema>;

const reviewsSchema = pagedSchema(reviewSchema)
  .extend({ averageRating: z.number().nullable().optional() })
  .transform((r) => ({ items: r.items, total: r.total, averageRating: r.averageRating ?? null }));

/** GET /reviews: the newest reviews with their average rating. */
export function listReviews(t: Transport, { perPage = 6, minRating }: { perPage?: number; minRating?: number } = {}) {
  return cachedPublic(`reviews:${perPage}:${minRating ?? ''}`, () =>
    call(t, '/api/v1/reviews', reviewsSchema, { query: { perPage, minRating } }),
  );
}
