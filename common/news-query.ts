import { ROUTES } from './constants';
import { isSlug } from './slug';

/** The names the news list reads from its URL (`/news?category=law&page=2`). */
export const NEWS_QUERY_NAMES = ['category', 'page'] as const;
const [CATEGORY, PAGE] = NEWS_QUERY_NAMES;

/** `?page=2&category=law` → what to ask the upstream; junk values fall back to the first page of all. */
export function readNewsQuery(query: string) {
  const params = new URLSearchParams(query);
  const category = params.get(CATEGORY);
  const page = Number(params.get(PAGE) ?? '1');
  return {
    category: category && isSlug(category) ? category : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** `/news` with a category and page (defaults left out). */
export function newsHref(category: string | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set(CATEGORY, category);
  if (page > 1) params.set(PAGE, String(page));
  const search = params.toString();
  return search ? `${ROUTES.news}?${search}` : ROUTES.news;
}
