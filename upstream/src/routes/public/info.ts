import { Hono } from 'hono';
import { parseJson } from '../../db/json';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';

interface BlockRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  items: string;
}

const toBlock = (b: BlockRow) => ({
  id: b.id,
  slug: b.slug,
  title: b.title,
  subtitle: b.subtitle,
  items: parseJson<Array<{ title: string; text: string; icon: string }>>(b.items, []),
});

/** Company info (contacts, socials, legal details) and the content blocks of the public pages. */
export function infoRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/info', async (c) => {
    const row = await c.env.DB.prepare('SELECT data FROM company_info WHERE id = 1').first<{ data: string }>();
    if (!row) throw notFound('Информация о компании не найдена');
    return c.json(parseJson<Record<string, unknown>>(row.data, {}));
  });
  r.all('/info', methodNotAllowed('GET'));

  r.get('/info-blocks', async (c) => {
    const { results } = await c.env.DB.prepare('SELECT * FROM info_blocks ORDER BY sort').all<BlockRow>();
    return c.json({ items: results.map(toBlock) });
  });
  r.all('/info-blocks', methodNotAllowed('GET'));
  r.get('/info-blocks/:slug', async (c) => {
    const row = await c.env.DB.prepare('SELECT * FROM info_blocks WHERE slug = ?1')
      .bind(c.req.param('slug'))
      .first<BlockRow>();
    if (!row) throw notFound('Информационный блок не найден');
    return c.json(toBlock(row));
  });
  r.all('/info-blocks/:slug', methodNotAllowed('GET'));
  return r;
}
