import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { paged, pageParams } from '../../http/pagination';
import { validate } from '../../http/validate';

interface ReviewRow {
  id: number;
  author: string;
  client_type: string;
  rating: number;
  car: string | null;
  text: string;
  created_at: string;
  city_id: number | null;
  city_slug: string | null;
  city_name: string | null;
}

const query = z.object({
  ...pageParams(10, 50),
  minRating: z.coerce.number().int().min(1).max(5).optional(),
});

/** Client reviews, newest first, with the average rating of the whole selection. */
export function reviewRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/reviews', validate('query', query), async (c) => {
    const q = c.req.valid('query');
    const minRating = q.minRating ?? 1;
    const [rows, stats] = await c.env.DB.batch([
      c.env.DB.prepare(
        `SELECT r.id, r.author, r.client_type, r.rating, r.car, r.text, r.created_at,
                ci.id AS city_id, ci.slug AS city_slug, ci.name AS city_name
         FROM reviews r LEFT JOIN cities ci ON ci.id = r.city_id
         WHERE r.rating >= ?1 ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`,
      ).bind(minRating, q.perPage, (q.page - 1) * q.perPage),
      c.env.DB.prepare('SELECT COUNT(*) AS n, AVG(rating) AS avg FROM reviews WHERE rating >= ?1').bind(minRating),
    ]);
    const s = stats?.results[0] as { n: number; avg: number | null } | undefined;
    const items = ((rows?.results ?? []) as ReviewRow[]).map((row) => ({
      id: row.id,
      author: row.author,
      city: row.city_id === null ? null : { id: row.city_id, slug: row.city_slug, name: row.city_name },
      clientType: row.client_type,
      rating: row.rating,
      car: row.car,
      text: row.text,
      createdAt: row.created_at,
    }));
    const averageRating = s?.avg == null ? null : Math.round(s.avg * 10) / 10;
    return c.json({ ...paged(items, s?.n ?? 0, q.page, q.perPage), averageRating });
  });
  r.all('/reviews', methodNotAllowed('GET'));
  return r;
}
