import { ROUTES } from './constants';
import { isSlug } from './slug';
import { isDay, searchParams, searchText } from './url-state';

/**
 * The news list's URL state: a category, a search text, a date range and the page (`/news?q=…&
 * from=…&to=…`). The URL is the only state: the search is a GET form that works without
 * JavaScript, and an address can be shared. Junk values are dropped.
 */
export type NewsQuery = {
  category: string | null;
  /** The search text as typed (trimmed); searched only from `NEWS_SEARCH_MIN` characters. */
  q: string;
  from?: string;
  to?: string;
  page: number;
};

/** The names the news list reads from its URL (the guest page cache keys on these alone). */
export const NEWS_QUERY_NAMES = ['category', 'q', 'from', 'to', 'page'] as const;

/** The upstream searches from 2 characters, up to 100 (POST /news/filter). */
export const NEWS_SEARCH_MIN = 2;
export const NEWS_SEARCH_MAX = 100;

export function parseNewsQuery(search: string | URLSearchParams): NewsQuery {
  const params = searchParams(search);
  const category = params.get('category');
  const page = Number(params.get('page') ?? '1');
  let from = params.get('from');
  let to = params.get('to');
  if (!isDay(from)) from = null;
  if (!isDay(to)) to = null;
  // A range given backwards is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    category: category && isSlug(category) ? category : null,
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, NEWS_SEARCH_MAX),
    from: from ?? undefined,
    to: to ?? undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Whether the list is searched or limited by dates (the filter call), not only a category. */
export const isNewsSearch = (query: NewsQuery) => query.q.length >= NEWS_SEARCH_MIN || !!query.from || !!query.to;

/** The address of the list with these criteria (a first page and empty values left out). */
export function newsHref(query: NewsQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (page > 1) params.set('page', String(page));
  return `${ROUTES.news}${searchText(params)}`;
}
