import { Hono } from 'hono';
import { z } from 'zod';
import { carCountBody, carFilterBody, MAX_PER_PAGE } from '../../catalog/car-filter';
import { carById, carBySlug, carsByIds, carsForYou, showcase, similarCars } from '../../catalog/car-queries';
import { toCarDetail, toCarItem, toCarShort } from '../../catalog/car-row';
import { countCars, searchCars } from '../../catalog/car-search';
import { storeFormResult } from '../../db/submissions';
import type { AppEnv } from '../../env';
import { clientIp } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { FORM_RATE_LIMIT, rateLimit } from '../../http/rate-limit';
import { idString, positiveId, slug } from '../../http/schemas';
import { submissionKey } from '../../http/submission-key';
import { validate } from '../../http/validate';
import { carRequestFields } from './form-results';

const limitQuery = (fallback: number) => z.object({ limit: z.coerce.number().int().min(1).max(24).default(fallback) });

const idsBody = z.strictObject({
  ids: z.array(positiveId).min(1, 'Укажите хотя бы один id').max(MAX_PER_PAGE, `Не более ${MAX_PER_PAGE} id`),
});

const forYouQuery = z.object({
  budget: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  monthlyBudget: z.coerce.number().int().min(0).max(100_000_000).optional(),
  vehicleType: slug.optional(),
  city: slug.optional(),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});

const likeQuery = z.object({ id: idString, limit: z.coerce.number().int().min(1).max(24).default(6) });
const slugQuery = z.object({ slug });
const emptyBody = z.strictObject(carRequestFields);

const CAR_NOT_FOUND = 'Автомобиль не найден';

/** Catalogue: filter with facets, count, by ids, showcases, similar, by slug, short card, and requests. */
export function carRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/cars/filter', validate('json', carFilterBody), async (c) =>
    c.json(await searchCars(c.env.DB, c.req.valid('json'))),
  );
  r.all('/cars/filter', methodNotAllowed('POST'));
  r.post('/cars/filter/short', validate('json', carCountBody), async (c) =>
    c.json({ total: await countCars(c.env.DB, c.req.valid('json')) }),
  );
  r.all('/cars/filter/short', methodNotAllowed('POST'));

  r.post('/cars', validate('json', idsBody), async (c) => {
    const { ids } = c.req.valid('json');
    const rows = await carsByIds(c.env.DB, ids);
    const found = new Set(rows.map((row) => row.id));
    return c.json({ items: rows.map(toCarItem), missing: ids.filter((id) => !found.has(id)) });
  });
  r.all('/cars', methodNotAllowed('POST'));

  // A request for a car that is not in stock: stored like a form, under the same rate limit.
  r.post('/cars/empty', rateLimit(FORM_RATE_LIMIT), validate('json', emptyBody), async (c) => {
    const body = c.req.valid('json');
    const key = submissionKey(c);
    const { name, phone, consent: _consent, ...payload } = body;
    const once = key ? { key, form: 'car-request', body } : undefined;
    const saved = await storeFormResult(c.env.DB, 'car-request', { name, phone, payload, ip: clientIp(c) }, once);
    return c.json(
      {
        id: saved.id,
        type: 'car-request',
        createdAt: saved.createdAt,
        message: 'Спасибо! Мы подберём автомобиль и позвоним.',
      },
      201,
    );
  });
  r.all('/cars/empty', methodNotAllowed('POST'));

  r.get('/cars/popular-cars', validate('query', limitQuery(8)), async (c) =>
    c.json({ items: (await showcase(c.env.DB, 'popular', c.req.valid('query').limit)).map(toCarItem) }),
  );
  r.all('/cars/popular-cars', methodNotAllowed('GET'));
  r.get('/cars/cars-for-you-trade-in', validate('query', limitQuery(8)), async (c) =>
    c.json({ items: (await showcase(c.env.DB, 'tradeIn', c.req.valid('query').limit)).map(toCarItem) }),
  );
  r.all('/cars/cars-for-you-trade-in', methodNotAllowed('GET'));
  r.get('/cars/cars-in-program', validate('query', limitQuery(8)), async (c) =>
    c.json({ items: (await showcase(c.env.DB, 'inProgram', c.req.valid('query').limit)).map(toCarItem) }),
  );
  r.all('/cars/cars-in-program', methodNotAllowed('GET'));
  r.get('/cars/find-cars-for-you', validate('query', forYouQuery), async (c) =>
    c.json({ items: (await carsForYou(c.env.DB, c.req.valid('query'))).map(toCarItem) }),
  );
  r.all('/cars/find-cars-for-you', methodNotAllowed('GET'));

  r.get('/cars/cars-like', validate('query', likeQuery), async (c) => {
    const q = c.req.valid('query');
    const car = await carById(c.env.DB, q.id);
    if (!car) throw notFound(CAR_NOT_FOUND);
    return c.json({ items: (await similarCars(c.env.DB, car, q.limit)).map(toCarItem) });
  });
  r.all('/cars/cars-like', methodNotAllowed('GET'));

  r.get('/cars/find-by-slug', validate('query', slugQuery), async (c) => {
    const car = await carBySlug(c.env.DB, c.req.valid('query').slug);
    if (!car) throw notFound(CAR_NOT_FOUND);
    return c.json(toCarDetail(car));
  });
  r.all('/cars/find-by-slug', methodNotAllowed('GET'));

  // Registered last: ':id' must not capture the static paths above.
  r.get('/cars/:id/short', async (c) => {
    const id = c.req.param('id');
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound(CAR_NOT_FOUND);
    const car = await carById(c.env.DB, Number(id));
    if (!car) throw notFound(CAR_NOT_FOUND);
    return c.json(toCarShort(car));
  });
  r.all('/cars/:id/short', methodNotAllowed('GET'));
  return r;
}
