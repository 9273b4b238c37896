import { z } from 'zod';
import { slugList } from '../http/schemas';
import { BODY_KEYS, DRIVE_KEYS, TRANSMISSION_KEYS } from './labels';

export const CAR_SORTS = ['price_asc', 'price_desc', 'year_desc', 'newest', 'popular'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

export const MAX_PER_PAGE = 48;

const enumList = <T extends [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.array(z.enum(values)).max(20)]).transform((v) => (Array.isArray(v) ? v : [v]));

const roubles = z.number().int().min(0).max(1_000_000_000);
const year = z.number().int().min(1990).max(2100);

/** Criteria shared by cars/filter and cars/filter/short. Unknown keys are an error (422), to surface typos. */
export const carCriteria = z.strictObject({
  brand: slugList.optional(),
  model: slugList.optional(),
  vehicleType: slugList.optional(),
  city: slugList.optional(),
  transmission: enumList(TRANSMISSION_KEYS).optional(),
  drive: enumList(DRIVE_KEYS).optional(),
  body: enumList(BODY_KEYS).optional(),
  priceFrom: roubles.optional(),
  priceTo: roubles.optional(),
  yearFrom: year.optional(),
  yearTo: year.optional(),
  inProgram: z.boolean().optional(),
  tradeIn: z.boolean().optional(),
});

const withRanges = <T extends z.ZodType<z.infer<typeof carCriteria>>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    if (v.priceFrom !== undefined && v.priceTo !== undefined && v.priceFrom > v.priceTo) {
      ctx.addIssue({ code: 'custom', path: ['priceTo'], message: 'Цена «до» меньше цены «от»' });
    }
    if (v.yearFrom !== undefined && v.yearTo !== undefined && v.yearFrom > v.yearTo) {
      ctx.addIssue({ code: 'custom', path: ['yearTo'], message: 'Год «до» меньше года «от»' });
    }
  });

export const carCountBody = withRanges(carCriteria);

export const carFilterBody = withRanges(
  carCriteria.extend({
    sort: z.enum(CAR_SORTS).default('popular'),
    page: z.number().int().min(1).max(10_000).default(1),
    perPage: z.number().int().min(1).max(MAX_PER_PAGE).default(12),
  }),
);

export type CarCriteria = z.infer<typeof carCriteria>;
export type CarFilter = z.infer<typeof carFilterBody>;

/** Criteria that have facet counts; each facet is counted with every criterion except its own. */
export const FACET_KEYS = ['brand', 'model', 'vehicleType', 'city', 'transmission', 'drive', 'body'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Columns the list criteria compare against. */
const LIST_COLUMN: Record<FacetKey, string> = {
  brand: 'b.slug',
  model: 'm.slug',
  vehicleType: 'vt.slug',
  city: 'ci.slug',
  transmission: 'c.transmission',
  drive: 'c.drive',
  body: 'c.body',
};

export interface SqlWhere {
  sql: string;
  params: (string | number)[];
}

/**
 * WHERE clause for the criteria. Lists are bound as one JSON parameter (json_each) so any number
 * of values stays within D1's bound-parameter limit. `skip` leaves criteria out for facet counts.
 */
export function criteriaWhere(
  criteria: CarCriteria,
  skip: { list?: FacetKey; price?: boolean; year?: boolean } = {},
): SqlWhere {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  for (const key of FACET_KEYS) {
    const values = criteria[key];
    if (!values || values.length === 0 || skip.list === key) continue;
    params.push(JSON.stringify(values));
    clauses.push(`${LIST_COLUMN[key]} IN (SELECT value FROM json_each(?${params.length}))`);
  }
  const compare = (column: string, op: string, value: number | undefined) => {
    if (value === undefined) return;
    params.push(value);
    clauses.push(`${column} ${op} ?${params.length}`);
  };
  if (!skip.price) {
    compare('c.price', '>=', criteria.priceFrom);
    compare('c.price', '<=', criteria.priceTo);
  }
  if (!skip.year) {
    compare('c.year', '>=', criteria.yearFrom);
    compare('c.year', '<=', criteria.yearTo);
  }
  if (criteria.inProgram !== undefined) clauses.push(`c.in_program = ${criteria.inProgram ? 1 : 0}`);
  if (criteria.tradeIn !== undefined) clauses.push(`c.trade_in = ${criteria.tradeIn ? 1 : 0}`);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export const ORDER_BY: Record<CarSort, string> = {
  price_asc: 'c.price ASC, c.id ASC',
  price_desc: 'c.price DESC, c.id ASC',
  year_desc: 'c.year DESC, c.price ASC, c.id ASC',
  newest: 'c.created_at DESC, c.id DESC',
  popular: 'c.popularity DESC, c.id ASC',
};
