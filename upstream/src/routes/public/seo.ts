import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';

interface SeoRow {
  id: number;
  key: string;
  url: string;
  title: string;
  description: string;
  keywords: string;
  h1: string;
}

const toSeo = (s: SeoRow) => ({
  id: s.id,
  key: s.key,
  url: s.url,
  title: s.title,
  description: s.description,
  keywords: s.keywords,
  h1: s.h1,
});

/**
 * SEO data of public routes. `{id}` is either the numeric id or the route key ('home', 'catalog',
 * 'news', 'about', ...): the site knows its route keys, not our ids.
 */
export function seoRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/seo-datas', async (c) => {
    const { results } = await c.env.DB.prepare('SELECT * FROM seo_data ORDER BY id').all<SeoRow>();
    return c.json({ items: results.map(toSeo) });
  });
  r.all('/seo-datas', methodNotAllowed('GET'));
  r.get('/seo-datas/:id', async (c) => {
    const id = c.req.param('id');
    let row: SeoRow | null = null;
    if (/^[1-9]\d{0,9}$/.test(id)) {
      row = await c.env.DB.prepare('SELECT * FROM seo_data WHERE id = ?1').bind(Number(id)).first<SeoRow>();
    } else if (/^[a-z0-9-]{1,80}$/.test(id)) {
      row = await c.env.DB.prepare('SELECT * FROM seo_data WHERE key = ?1').bind(id).first<SeoRow>();
    }
    if (!row) throw notFound('SEO-данные не найдены');
    return c.json(toSeo(row));
  });
  r.all('/seo-datas/:id', methodNotAllowed('GET'));
  return r;
}
