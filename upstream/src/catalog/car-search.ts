import { ownValue } from '../http/own-keys';
import { type CarCriteria, type CarFilter, criteriaWhere, FACET_KEYS, type FacetKey, ORDER_BY } from './car-filter';
import { CAR_COLUMNS, CAR_FROM, type CarItem, type CarRow, toCarItem } from './car-row';
import { BODIES, DRIVES, TRANSMISSIONS } from './labels';

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface Range {
  min: number | null;
  max: number | null;
}

export interface CarFacets {
  brand: FacetValue[];
  model: FacetValue[];
  vehicleType: FacetValue[];
  city: FacetValue[];
  transmission: FacetValue[];
  drive: FacetValue[];
  body: FacetValue[];
  price: Range;
  year: Range;
}

export interface CarSearchResult {
  items: CarItem[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
  facets: CarFacets;
}

/** value, label and order of each facet's groups. */
const FACET_GROUP: Record<FacetKey, { value: string; label: string; group: string; order: string }> = {
  brand: { value: 'b.slug', label: 'b.name', group: 'b.id', order: 'b.sort' },
  model: { value: 'm.slug', label: "b.name || ' ' || m.name", group: 'm.id', order: 'b.sort, m.name' },
  vehicleType: { value: 'vt.slug', label: 'vt.name', group: 'vt.id', order: 'vt.sort' },
  city: { value: 'ci.slug', label: 'ci.name', group: 'ci.id', order: 'ci.sort' },
  transmission: {
    value: 'c.transmission',
    label: 'c.transmission',
    group: 'c.transmission',
    order: 'count DESC, value',
  },
  drive: { value: 'c.drive', label: 'c.drive', group: 'c.drive', order: 'count DESC, value' },
  body: { value: 'c.body', label: 'c.body', group: 'c.body', order: 'count DESC, value' },
};

/** Enumerated columns store slugs; their labels come from the code's name maps. */
const SLUG_NAMES: Partial<Record<FacetKey, Record<string, string>>> = {
  transmission: TRANSMISSIONS,
  drive: DRIVES,
  body: BODIES,
};

export async function countCars(db: D1Database, criteria: CarCriteria): Promise<number> {
  const where = criteriaWhere(criteria);
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${CAR_FROM} ${where.sql}`)
    .bind(...where.params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** One D1 batch: the page, the total, a count per facet and the price and year ranges. */
export async function searchCars(db: D1Database, filter: CarFilter): Promise<CarSearchResult> {
  const where = criteriaWhere(filter);
  const offset = (filter.page - 1) * filter.perPage;
  const items = db
    .prepare(
      `SELECT ${CAR_COLUMNS} FROM ${CAR_FROM} ${where.sql} ORDER BY ${ORDER_BY[filter.sort]}
       LIMIT ${filter.perPage} OFFSET ${offset}`,
    )
    .bind(...where.params);
  const total = db.prepare(`SELECT COUNT(*) AS n FROM ${CAR_FROM} ${where.sql}`).bind(...where.params);
  const facets = FACET_KEYS.map((key) => {
    const w = criteriaWhere(filter, { list: key });
    const g = FACET_GROUP[key];
    return db
      .prepare(
        `SELECT ${g.value} AS value, ${g.label} AS label, COUNT(*) AS count FROM ${CAR_FROM} ${w.sql}
         GROUP BY ${g.group} ORDER BY ${g.order}`,
      )
      .bind(...w.params);
  });
  const priceWhere = criteriaWhere(filter, { price: true });
  const yearWhere = criteriaWhere(filter, { year: true });
  const priceRange = db
    .prepare(`SELECT MIN(c.price) AS min, MAX(c.price) AS max FROM ${CAR_FROM} ${priceWhere.sql}`)
    .bind(...priceWhere.params);
  const yearRange = db
    .prepare(`SELECT MIN(c.year) AS min, MAX(c.year) AS max FROM ${CAR_FROM} ${yearWhere.sql}`)
    .bind(...yearWhere.params);

  const [itemsRes, totalRes, ...rest] = await db.batch([items, total, ...facets, priceRange, yearRange]);
  const facetResults = rest.slice(0, FACET_KEYS.length);
  const [priceRes, yearRes] = rest.slice(FACET_KEYS.length);

  const count = (totalRes?.results[0] as { n: number } | undefined)?.n ?? 0;
  const facetMap = Object.fromEntries(
    FACET_KEYS.map((key, i) => {
      const names = SLUG_NAMES[key];
      const rows = (facetResults[i]?.results ?? []) as FacetValue[];
      return [key, rows.map((r) => ({ value: r.value, label: ownValue(names, r.value) ?? r.label, count: r.count }))];
    }),
  ) as Record<FacetKey, FacetValue[]>;
  const range = (res: D1Result | undefined): Range => {
    const r = res?.results[0] as Range | undefined;
    return { min: r?.min ?? null, max: r?.max ?? null };
  };
  return {
    items: ((itemsRes?.results ?? []) as CarRow[]).map(toCarItem),
    total: count,
    page: filter.page,
    perPage: filter.perPage,
    pages: Math.ceil(count / filter.perPage),
    facets: { ...facetMap, price: range(priceRes), year: range(yearRes) },
  };
}
