import * as z from 'zod/mini';

/**
 * Small zod shapes shared by the public upstream calls (upstream/API-public.md): images, city and
 * metro references, paginated lists. Each call reshapes them into the app's own types.
 */

/** `{ src, width, height, alt }`; `src` is an upstream path (`/media/...`) the edge proxies. */
export const imageSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z._default(z.string(), ''),
});

export const cityRefSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type CityRef = z.output<typeof cityRefSchema>;

export const metroRefSchema = z.object({ id: z.number(), name: z.string(), line: z.string(), color: z.string() });

/** `[longitude, latitude]`, the Yandex Maps v3 order. */
export const lonLatSchema = z.tuple([z.number(), z.number()]);

/** `{ items, total, page, perPage, pages }` of a paginated upstream list. */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    perPage: z.number(),
    pages: z.number(),
  });
}

export type Paged<T> = { items: T[]; total: number; page: number; perPage: number; pages: number };

/** `{ items: [...] }` of an unpaginated upstream list, unwrapped. */
export function listSchema<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.object({ items: z.array(item) }),
    z.transform((list) => list.items),
  );
}

/** `{ slug, name }`: a status-like value of the account API (stable slug, Russian name). */
export const labelSchema = z.object({ slug: z.string(), name: z.string() });

/** Totals of a payment list (schedule rows, bills): count and roubles paid, unpaid and overdue. */
export const paymentSummarySchema = z.object({
  count: z.number(),
  total: z.number(),
  paid: z.number(),
  unpaid: z.number(),
  overdue: z.number(),
});
