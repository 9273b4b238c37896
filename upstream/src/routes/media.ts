import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../http/errors';
import { methodNotAllowed } from '../http/method-not-allowed';
import { carSvg } from '../media/car-svg';
import { newsSvg } from '../media/news-svg';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Illustrations change only with the seed; a day of caching is safe.
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
};

/** GET /media/cars/{slug}.svg and /media/news/{code}.svg: generated illustrations (root level). */
export function mediaRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/cars/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const slug = c.req.param('file').slice(0, -4);
    const car = await c.env.DB.prepare('SELECT title, year, body, color_hex FROM cars WHERE slug = ?1')
      .bind(slug)
      .first<{ title: string; year: number; body: string; color_hex: string }>();
    if (!car) throw notFound('Изображение не найдено');
    return c.body(carSvg(car.body, car.color_hex, `${car.title}, ${car.year}`), 200, SVG_HEADERS);
  });
  r.all('/cars/:file{[a-z0-9-]+\\.svg}', methodNotAllowed('GET'));
  r.get('/news/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const code = c.req.param('file').slice(0, -4);
    const n = await c.env.DB.prepare(
      `SELECT n.id, n.title, nc.name, nc.color FROM news n JOIN news_categories nc ON nc.id = n.category_id
       WHERE n.code = ?1`,
    )
      .bind(code)
      .first<{ id: number; title: string; name: string; color: string }>();
    if (!n) throw notFound('Изображение не найдено');
    return c.body(newsSvg(n.id, n.name, n.color, n.title), 200, SVG_HEADERS);
  });
  r.all('/news/:file{[a-z0-9-]+\\.svg}', methodNotAllowed('GET'));
  return r;
}
