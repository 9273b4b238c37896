import { ROUTES } from './constants';
/**
 * The catalogue's filter state and its URL (`/catalog?brand=kia&priceTo=3000000&sort=price_asc`).
 * The URL is the only state: it is shareable, the back button restores it, and the same
 * GET form works without JavaScript. Junk in the URL is dropped, never an error page.
 */
import { isSlug } from './slug';

export const SORTS = ['popular', 'price_asc', 'price_desc', 'year_desc', 'newest'] as const;
export type CatalogSort = (typeof SORTS)[number];

/**
 * Short, after the field's label «Сортировка»: a select cannot wrap its chosen option, and with
 * text at 200 % at 375 px «Сначала популярные» (358 px) did not fit the 283 px the filter panel gives.
 */
export const SORT_LABELS: Record<CatalogSort, string> = {
  popular: 'Популярные',
  price_asc: 'Дешевле',
  price_desc: 'Дороже',
  year_desc: 'Новее по году',
  newest: 'Недавние',
};

/**
 * Values the upstream's enumerations accept (API-public.md); their Russian names come with the
 * upstream's facets. A Set, so no URL value can reach an object's prototype.
 */
const ENUM_VALUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['transmission', new Set(['manual', 'automatic', 'robot', 'cvt'])],
  ['drive', new Set(['fwd', 'rwd', 'awd', 'tracked'])],
  [
    'body',
    new Set([
      'sedan',
      'liftback',
      'crossover',
      'suv',
      'pickup',
      'van',
      'minibus',
      'flatbed',
      'tipper',
      'tractor-unit',
      'backhoe-loader',
      'excavator',
      'tractor',
    ]),
  ],
]);

export const LIST_FIELDS = ['brand', 'model', 'vehicleType', 'city', 'transmission', 'drive', 'body'] as const;
export type ListField = (typeof LIST_FIELDS)[number];
export const RANGE_FIELDS = ['priceFrom', 'priceTo', 'yearFrom', 'yearTo'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

export type CatalogQuery = Record<ListField, string[]> &
  Partial<Record<RangeField, number>> & {
    /** Only cars in a partner programme; absent means all. */
    inProgram?: true;
    sort: CatalogSort;
    page: number;
  };

export const CATALOG_PER_PAGE = 12;
export const PRICE_LIMIT = 1_000_000_000;
export const YEAR_MIN = 1990;
export const YEAR_MAX = 2100;

const MAX_VALUES = 30;

function readInt(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null) return undefined;
  const digits = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value >= min && value <= max ? value : undefined;
}

function readList(params: URLSearchParams, field: ListField): string[] {
  const allowed = ENUM_VALUES.get(field);
  const values = params
    .getAll(field)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => (allowed ? allowed.has(v) : isSlug(v)));
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** Accepts `URLSearchParams`, a query string with or without `?`. */
export function parseCatalogQuery(input: URLSearchParams | string): CatalogQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const query = { sort: 'popular', page: 1 } as CatalogQuery;
  for (const field of LIST_FIELDS) query[field] = readList(params, field);
  // A model only narrows its own brand: without that brand chosen it is dropped.
  query.model = query.model.filter((model) => query.brand.some((brand) => model.startsWith(`${brand}-`)));
  let priceFrom = readInt(params.get('priceFrom'), 0, PRICE_LIMIT);
  let priceTo = readInt(params.get('priceTo'), 0, PRICE_LIMIT);
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo)
    [priceFrom, priceTo] = [priceTo, priceFrom];
  let yearFrom = readInt(params.get('yearFrom'), YEAR_MIN, YEAR_MAX);
  let yearTo = readInt(params.get('yearTo'), YEAR_MIN, YEAR_MAX);
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) [yearFrom, yearTo] = [yearTo, yearFrom];
  const ranges = { priceFrom, priceTo, yearFrom, yearTo };
  for (const field of RANGE_FIELDS) if (ranges[field] !== undefined) query[field] = ranges[field];
  const inProgram = params.get('inProgram');
  if (inProgram === 'true' || inProgram === 'on' || inProgram === '1') query.inProgram = true;
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) query.sort = sort as CatalogSort;
  query.page = readInt(params.get('page'), 1, 10_000) ?? 1;
  return query;
}

/** The canonical query string (fixed key order, defaults left out), without `?`; '' for none. */
export function catalogSearch(query: CatalogQuery, changes: Partial<CatalogQuery> = {}): string {
  const q = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const field of LIST_FIELDS) for (const value of q[field]) params.append(field, value);
  for (const field of RANGE_FIELDS) {
    const value = q[field];
    if (value !== undefined) params.set(field, String(value));
  }
  if (q.inProgram) params.set('inProgram', 'true');
  if (q.sort !== 'popular') params.set('sort', q.sort);
  if (q.page > 1) params.set('page', String(q.page));
  return params.toString();
}

/** `/catalog` with the query. */
export function catalogHref(query: CatalogQuery, changes: Partial<CatalogQuery> = {}): string {
  const search = catalogSearch(query, changes);
  return search ? `${ROUTES.catalog}?${search}` : ROUTES.catalog;
}

/** The criteria the upstream's `cars/filter/short` takes (no sort, page, perPage). */
export function filterCriteria(query: CatalogQuery) {
  const body: Record<string, string[] | number | boolean> = {};
  for (const field of LIST_FIELDS) if (query[field].length) body[field] = query[field];
  for (const field of RANGE_FIELDS) {
    const value = query[field];
    if (value !== undefined) body[field] = value;
  }
  if (query.inProgram) body.inProgram = true;
  return body;
}

/** The body of the upstream's `cars/filter`: criteria, sort and the page. */
export function filterRequest(query: CatalogQuery, perPage = CATALOG_PER_PAGE) {
  return { ...filterCriteria(query), sort: query.sort, page: query.page, perPage };
}

/** True when any criterion narrows the list (sort and page do not). */
export const hasCriteria = (query: CatalogQuery): boolean => Object.keys(filterCriteria(query)).length > 0;
