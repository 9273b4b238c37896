import { type ImageRef, newsImage } from './images';

export interface NewsRow {
  id: number;
  code: string;
  title: string;
  preview: string;
  body: string;
  published_at: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  category_color: string;
}

export const NEWS_COLUMNS = `n.id, n.code, n.title, n.preview, n.published_at,
  nc.id AS category_id, nc.slug AS category_slug, nc.name AS category_name, nc.color AS category_color`;
export const NEWS_FROM = 'news n JOIN news_categories nc ON nc.id = n.category_id';

export interface NewsItem {
  id: number;
  code: string;
  title: string;
  preview: string;
  publishedAt: string;
  category: { id: number; slug: string; name: string };
  image: ImageRef;
}

export const toNewsItem = (n: Omit<NewsRow, 'body'>): NewsItem => ({
  id: n.id,
  code: n.code,
  title: n.title,
  preview: n.preview,
  publishedAt: n.published_at,
  category: { id: n.category_id, slug: n.category_slug, name: n.category_name },
  image: newsImage(n.code, n.title),
});

export interface NewsCriteria {
  category?: string[];
  dateFrom?: string;
  dateTo?: string;
  q?: string;
}

/** WHERE for the news list; dates are inclusive calendar days (UTC). */
export function newsWhere(c: NewsCriteria): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  const add = (sql: string, value: string) => {
    params.push(value);
    clauses.push(sql.replace('?', `?${params.length}`));
  };
  if (c.category?.length) add('nc.slug IN (SELECT value FROM json_each(?))', JSON.stringify(c.category));
  if (c.dateFrom) add('n.published_at >= ?', `${c.dateFrom}T00:00:00Z`);
  if (c.dateTo) add('n.published_at <= ?', `${c.dateTo}T23:59:59Z`);
  // `search` is the lower-cased title and preview (SQLite folds only ASCII case).
  if (c.q) add("n.search LIKE ? ESCAPE '\\'", `%${c.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
