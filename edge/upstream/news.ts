import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import { orNull } from './not-found';
import { imageSchema, listSchema, type Paged, pagedSchema } from './shapes';
import type { Transport } from './transport';

const categorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });

/** The fields a news item has in a list and on its own page. */
const newsFields = {
  id: z.number(),
  code: z.string(),
  title: z.string(),
  preview: z._default(z.string(), ''),
  publishedAt: z.string(),
  category: categorySchema,
  image: z.optional(z.nullable(imageSchema)),
};
const newsBaseSchema = z.object(newsFields);

/** What the site shows of any news item. */
const toNewsItem = (n: z.output<typeof newsBaseSchema>) => ({
  id: n.id,
  code: n.code,
  title: n.title,
  preview: n.preview,
  publishedAt: n.publishedAt,
  category: { slug: n.category.slug, name: n.category.name },
  image: n.image ?? null,
});

const newsItemSchema = z.pipe(newsBaseSchema, z.transform(toNewsItem));

export type NewsItem = z.output<typeof newsItemSchema>;

const newsDetailSchema = z.pipe(
  z.object({
    ...newsFields,
    body: z.string(),
    seo: z.optional(z.partial(z.object({ title: z.string(), description: z.string() }))),
  }),
  z.transform((n) => ({
    ...toNewsItem(n),
    /** Upstream HTML: sanitise before rendering (src/lib/sanitize-html.ts). */
    bodyHtml: n.body,
    seoTitle: n.seo?.title || n.title,
    seoDescription: n.seo?.description || n.preview,
  })),
);

export type NewsArticle = z.output<typeof newsDetailSchema>;

const categoryOptionSchema = z.pipe(
  z.object({ value: z.string(), label: z.string(), count: z._default(z.number(), 0) }),
  z.transform((c) => ({ slug: c.value, name: c.label, count: c.count })),
);

export type NewsCategory = z.output<typeof categoryOptionSchema>;

export const NEWS_PER_PAGE = 9;

/** GET /news: a page of news, newest first, optionally of some categories. */
export function listNews(
  t: Transport,
  {
    page = 1,
    perPage = NEWS_PER_PAGE,
    categories = [],
  }: { page?: number; perPage?: number; categories?: string[] } = {},
): Promise<Paged<NewsItem>> {
  return cachedCall(t, '/api/v1/news', pagedSchema(newsItemSchema), { query: { page, perPage, category: categories } });
}

/**
 * POST /news/filter: a page of news matching a search text (title, preview and text) and a date
 * range, newest first, optionally of one category.
 */
export function filterNews(
  t: Transport,
  criteria: { q?: string; dateFrom?: string; dateTo?: string; categories?: string[]; page?: number; perPage?: number },
): Promise<Paged<NewsItem>> {
  const { categories = [], page = 1, perPage = NEWS_PER_PAGE, ...rest } = criteria;
  const json = { ...rest, ...(categories.length ? { category: categories } : {}), page, perPage };
  return cachedCall(t, '/api/v1/news/filter', pagedSchema(newsItemSchema), { method: 'POST', json });
}

/** GET /news/find-by-code: the article, or null for an unknown code. */
export function findNewsByCode(t: Transport, code: string): Promise<NewsArticle | null> {
  return orNull(() => cachedCall(t, '/api/v1/news/find-by-code', newsDetailSchema, { query: { code } }));
}

/** GET /news/similars/{id}: same category first, never the article itself. */
export function similarNews(t: Transport, id: number, limit = 3): Promise<NewsItem[]> {
  return cachedCall(t, `/api/v1/news/similars/${id}`, listSchema(newsItemSchema), { query: { limit } });
}

/** GET /news-categories/dropdown: the category filter with item counts. */
export function newsCategories(t: Transport): Promise<NewsCategory[]> {
  return cachedCall(t, '/api/v1/news-categories/dropdown', listSchema(categoryOptionSchema));
}
