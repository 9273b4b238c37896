import { Hono } from 'hono';
import { z } from 'zod';
import { NEWS_COLUMNS, NEWS_FROM, type NewsCriteria, type NewsRow, newsWhere, toNewsItem } from '../../catalog/news';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { paged, pageParams } from '../../http/pagination';
import { isoDate, slug, slugList } from '../../http/schemas';
import { validate } from '../../http/validate';

export const NEWS_PER_PAGE = { default: 9, max: 48 } as const;

const listQuery = z.object({ ...pageParams(NEWS_PER_PAGE.default, NEWS_PER_PAGE.max), category: slugList.optional() });

const filterBody = z
  .strictObject({
    category: slugList.optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    q: z.string().trim().min(2, 'Не менее 2 символов').max(100).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    perPage: z.number().int().min(1).max(NEWS_PER_PAGE.max).default(NEWS_PER_PAGE.default),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    path: ['dateTo'],
    message: 'Дата «по» раньше даты «с»',
  });

const codeQuery = z.object({ code: slug });
const similarQuery = z.object({ limit: z.coerce.number().int().min(1).max(12).default(3) });

async function listNews(db: D1Database, criteria: NewsCriteria, page: number, perPage: number) {
  const where = newsWhere(criteria);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} ${where.sql}
         ORDER BY n.published_at DESC, n.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      )
      .bind(...where.params),
    db.prepare(`SELECT COUNT(*) AS n FROM ${NEWS_FROM} ${where.sql}`).bind(...where.params),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return paged(((rows?.results ?? []) as NewsRow[]).map(toNewsItem), total, page, perPage);
}

/** News list, filters, item by code, similar items and the categories dropdown. */
export function newsRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/news', validate('query', listQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await listNews(c.env.DB, { category: q.category }, q.page, q.perPage));
  });
  // POST /news is the same filter as POST /news/filter (the mobile app posts its filter here).
  const filter = validate('json', filterBody);
  r.post('/news', filter, async (c) => {
    const b = c.req.valid('json');
    return c.json(await listNews(c.env.DB, b, b.page, b.perPage));
  });
  r.all('/news', methodNotAllowed('GET', 'POST'));
  r.post('/news/filter', filter, async (c) => {
    const b = c.req.valid('json');
    return c.json(await listNews(c.env.DB, b, b.page, b.perPage));
  });
  r.all('/news/filter', methodNotAllowed('POST'));

  r.get('/news/find-by-code', validate('query', codeQuery), async (c) => {
    const n = await c.env.DB.prepare(`SELECT ${NEWS_COLUMNS}, n.body FROM ${NEWS_FROM} WHERE n.code = ?1`)
      .bind(c.req.valid('query').code)
      .first<NewsRow>();
    if (!n) throw notFound('Новость не найдена');
    return c.json({ ...toNewsItem(n), body: n.body, seo: { title: n.title, description: n.preview } });
  });
  r.all('/news/find-by-code', methodNotAllowed('GET'));

  r.get('/news/similars/:id', validate('query', similarQuery), async (c) => {
    const id = c.req.param('id');
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound('Новость не найдена');
    const db = c.env.DB;
    const base = await db.prepare('SELECT id, category_id FROM news WHERE id = ?1').bind(Number(id)).first<{
      id: number;
      category_id: number;
    }>();
    if (!base) throw notFound('Новость не найдена');
    // Same category first, then the latest of the others, so there is always something to show.
    const { results } = await db
      .prepare(
        `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} WHERE n.id <> ?1
         ORDER BY (n.category_id = ?2) DESC, n.published_at DESC, n.id DESC LIMIT ?3`,
      )
      .bind(base.id, base.category_id, c.req.valid('query').limit)
      .all<NewsRow>();
    return c.json({ items: results.map(toNewsItem) });
  });
  r.all('/news/similars/:id', methodNotAllowed('GET'));

  r.get('/news-categories/dropdown', async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT nc.id, nc.slug, nc.name, (SELECT COUNT(*) FROM news n WHERE n.category_id = nc.id) AS count
       FROM news_categories nc ORDER BY nc.sort`,
    ).all<{ id: number; slug: string; name: string; count: number }>();
    return c.json({ items: results.map((x) => ({ value: x.slug, label: x.name, id: x.id, count: x.count })) });
  });
  r.all('/news-categories/dropdown', methodNotAllowed('GET'));
  return r;
}
