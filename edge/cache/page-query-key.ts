import { catalogSearch, parseCatalogQuery } from '@common/catalog-query';
import { ROUTES } from '@common/constants';
import { LEASE_CAR_QUERY, LEASE_QUERY } from '@common/lease-input';
import { NEWS_QUERY_NAMES } from '@common/news-query';
import { isTrackingParam } from '@common/tracking-params';
import { RETURN_PARAM } from '../guards/login-path';

/** The lease calculator's fields: the pages that show it read them (common/lease-input.ts). */
const CALCULATOR_NAMES: readonly string[] = Object.values(LEASE_QUERY);

/**
 * The query names each guest-cached page reads; a page not listed is keyed by every name but the
 * tracking ones. The catalogue is keyed by its parsed, canonical query instead (below).
 */
const PAGE_QUERY_NAMES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [ROUTES.home, new Set(CALCULATOR_NAMES)],
  // The calculator's own page also names the car the terms were calculated for (apply with them).
  [ROUTES.leasingCalculator, new Set([...CALCULATOR_NAMES, LEASE_CAR_QUERY])],
  [ROUTES.news, new Set(NEWS_QUERY_NAMES)],
  [ROUTES.login, new Set(['mode', RETURN_PARAM])],
]);

/** A car's page (`/catalog/{slug}`) shows the calculator. */
const isCarPage = (pathname: string) => pathname.startsWith(`${ROUTES.catalog}/`);

function namesOf(pathname: string): ReadonlySet<string> | undefined {
  return PAGE_QUERY_NAMES.get(pathname) ?? (isCarPage(pathname) ? new Set(CALCULATOR_NAMES) : undefined);
}

/**
 * The part of a guest page's cache key that comes from its query: only what the page reads,
 * normalised and sorted by name (the values of one name keep their order), so an ad click's
 * `yclid`, `utm_*` or `gclid` and the same filters in another order are the same copy
 * (docs/decisions/0021). `/catalog` is keyed by its canonical query (`catalogSearch` of the
 * parsed one), which is all its markup depends on. With a `?` when not empty.
 */
export function pageQueryKey(url: URL): string {
  if (url.pathname === ROUTES.catalog) {
    const search = catalogSearch(parseCatalogQuery(url.searchParams));
    return search ? `?${search}` : '';
  }
  const names = namesOf(url.pathname);
  const kept = [...url.searchParams].filter(([name]) => (names ? names.has(name) : !isTrackingParam(name)));
  if (kept.length === 0) return '';
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept).toString()}`;
}
