import * as z from 'zod/mini';
import { UpstreamError } from '../errors';
import { cachedCall } from './cached-call';
import { orNull } from './not-found';
import { carCardItemSchema, carCardSchema, labelSchema, refSchema, toCarCard } from './shapes';
import type { Transport } from './transport';

/**
 * The catalogue calls (upstream/API-public.md «Cars»), reshaped into the app's car types: the
 * UI never sees the upstream's nesting, only what cards and the car page show.
 */
const carItemSchema = z.extend(carCardItemSchema, {
  brand: refSchema,
  model: refSchema,
  vehicleType: refSchema,
  city: refSchema,
  engine: z.object({ volume: z.nullable(z.number()), fuel: labelSchema, powerHp: z.number() }),
  transmission: labelSchema,
  drive: labelSchema,
  body: labelSchema,
  color: z.object({ name: z.string(), hex: z.string() }),
  tradeIn: z._default(z.boolean(), false),
});

const carDetailSchema = z.pipe(
  z.extend(carItemSchema, { description: z._default(z.string(), ''), createdAt: z.optional(z.string()) }),
  z.transform((c) => ({
    ...toCarCard(c),
    brand: c.brand,
    model: c.model,
    vehicleType: c.vehicleType,
    cityRef: c.city,
    engine: c.engine,
    transmission: c.transmission,
    drive: c.drive,
    body: c.body,
    color: c.color,
    description: c.description,
  })),
);
export type CarDetail = z.output<typeof carDetailSchema>;

const facetSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
const rangeSchema = z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()) });
export type Facet = z.output<typeof facetSchema>;

const filterResultSchema = z.object({
  items: z.array(carCardSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  pages: z.number(),
  facets: z.object({
    brand: z.array(facetSchema),
    model: z.array(facetSchema),
    vehicleType: z.array(facetSchema),
    city: z.array(facetSchema),
    transmission: z.array(facetSchema),
    drive: z.array(facetSchema),
    body: z.array(facetSchema),
    price: rangeSchema,
    year: rangeSchema,
  }),
});
export type CarFilterResult = z.output<typeof filterResultSchema>;
export type CarFacets = CarFilterResult['facets'];

type FilterBody = Record<string, string[] | number | boolean | string>;

/** POST /cars/filter: a page of cars with disjunctive facet counts. */
export const filterCars = (t: Transport, body: FilterBody) =>
  cachedCall(t, '/api/v1/cars/filter', filterResultSchema, { method: 'POST', json: body });

const countSchema = z.pipe(
  z.object({ total: z.number() }),
  z.transform((r) => r.total),
);

/** POST /cars/filter/short: how many cars match (the «Показать N» button). */
export const countCars = (t: Transport, criteria: FilterBody) =>
  cachedCall(t, '/api/v1/cars/filter/short', countSchema, { method: 'POST', json: criteria });

/** GET /cars/find-by-slug; null when the upstream does not know the slug (the page is a 404). */
export async function carBySlug(t: Transport, slug: string): Promise<CarDetail | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  try {
    return await cachedCall(t, '/api/v1/cars/find-by-slug', carDetailSchema, { query: { slug } });
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 422)) return null;
    throw err;
  }
}

const cardListSchema = z.pipe(
  z.object({ items: z.array(carCardSchema) }),
  z.transform((r) => r.items),
);

/** GET /cars/cars-like: same type, same body first, closest price; never the car itself. */
export const similarCars = (t: Transport, id: number, limit = 6) =>
  cachedCall(t, '/api/v1/cars/cars-like', cardListSchema, { query: { id, limit } });

/** GET /cars/find-cars-for-you: cars within a budget, of a type, in a city. */
export const carsForYou = (
  t: Transport,
  criteria: { budget?: number; monthlyBudget?: number; vehicleType?: string; city?: string },
  limit = 6,
) => cachedCall(t, '/api/v1/cars/find-cars-for-you', cardListSchema, { query: { ...criteria, limit } });

/** What the comparison shows of a car: its card and the specifications compared side by side. */
const carSpecsSchema = z.pipe(
  carItemSchema,
  z.transform((c) => ({
    ...toCarCard(c),
    engine: c.engine,
    transmission: c.transmission.name,
    drive: c.drive.name,
    body: c.body.name,
  })),
);
export type CarSpecs = z.output<typeof carSpecsSchema>;

const carsByIdsSchema = z.object({ items: z.array(carSpecsSchema), missing: z._default(z.array(z.number()), []) });

/**
 * POST /cars: the cars of a visitor's list (comparison, favourites), in the list's order; ids the
 * upstream no longer has are left out.
 */
export async function carsByIds(t: Transport, ids: readonly number[]): Promise<CarSpecs[]> {
  if (ids.length === 0) return [];
  const found = await cachedCall(t, '/api/v1/cars', carsByIdsSchema, { method: 'POST', json: { ids: [...ids] } });
  const byId = new Map(found.items.map((car) => [car.id, car]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** GET /cars/{id}/short: a car's name and card, or null when the upstream has no such car. */
export function carShort(t: Transport, id: number) {
  return orNull(() => cachedCall(t, `/api/v1/cars/${id}/short`, carCardSchema));
}
