import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { validate } from '../../http/validate';

interface PageRow {
  id: number;
  slug: string;
  url: string;
  title: string;
  h1: string;
  content: string;
  updated_at: string;
  seo_title: string | null;
  seo_description: string | null;
}

/**
 * The site asks with whatever path it rendered: drop the query and hash, lower-case, and strip the
 * trailing slash, so "/About/?utm=x" finds "/about".
 */
export function normalizePageUrl(raw: string): string {
  const path = (raw.split(/[?#]/)[0] ?? '').trim().toLowerCase();
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

const findQuery = z.object({ url: z.string().trim().min(1, 'Укажите адрес страницы').max(300) });

/** CMS pages (about, credit, trade-in, contacts, leasing terms). */
export function pageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/pages', async (c) => {
    const { results } = await c.env.DB.prepare('SELECT id, slug, url, title, updated_at FROM pages ORDER BY id').all<
      Pick<PageRow, 'id' | 'slug' | 'url' | 'title' | 'updated_at'>
    >();
    return c.json({
      items: results.map((p) => ({ id: p.id, slug: p.slug, url: p.url, title: p.title, updatedAt: p.updated_at })),
    });
  });
  r.all('/pages', methodNotAllowed('GET'));

  r.get('/pages/find-by-url', validate('query', findQuery), async (c) => {
    const url = normalizePageUrl(c.req.valid('query').url);
    const p = await c.env.DB.prepare(
      `SELECT p.*, s.title AS seo_title, s.description AS seo_description
       FROM pages p LEFT JOIN seo_data s ON s.url = p.url WHERE p.url = ?1`,
    )
      .bind(url)
      .first<PageRow>();
    if (!p) throw notFound('Страница не найдена');
    return c.json({
      id: p.id,
      slug: p.slug,
      url: p.url,
      title: p.title,
      h1: p.h1,
      content: p.content,
      seo: { title: p.seo_title ?? p.title, description: p.seo_description ?? '' },
      updatedAt: p.updated_at,
    });
  });
  r.all('/pages/find-by-url', methodNotAllowed('GET'));
  return r;
}
