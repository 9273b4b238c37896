import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { ownValue } from '../../http/own-keys';
import { slug } from '../../http/schemas';
import { validate } from '../../http/validate';

/**
 * A read-only reference resource: GET /{path} → { items } and GET /{path}/{id} → the item.
 * Optional query filters are SQL conditions with one `?` for a slug (e.g. ?city=moscow).
 */
export interface Resource<Row> {
  path: string;
  /** Russian 404 message for an unknown id. */
  notFound: string;
  /** SELECT list; the main table is aliased `t`. */
  columns: string;
  /** FROM clause with joins. */
  from: string;
  order: string;
  /** query parameter → SQL condition with one `?` placeholder for its value. */
  filters?: Record<string, string>;
  map: (row: Row) => unknown;
}

export function resourceRoutes<Row>(res: Resource<Row>): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const filterKeys = Object.keys(res.filters ?? {});
  const query = z.object(Object.fromEntries(filterKeys.map((k) => [k, slug.optional()])));

  r.get(`/${res.path}`, validate('query', query), async (c) => {
    const q = c.req.valid('query') as Record<string, string | undefined>;
    const clauses: string[] = [];
    const params: string[] = [];
    for (const key of filterKeys) {
      const value = ownValue(q, key);
      if (value === undefined) continue;
      params.push(value);
      clauses.push((ownValue(res.filters, key) ?? '0').replace('?', `?${params.length}`));
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const { results } = await c.env.DB.prepare(`SELECT ${res.columns} FROM ${res.from} ${where} ORDER BY ${res.order}`)
      .bind(...params)
      .all<Row>();
    return c.json({ items: results.map(res.map) });
  });
  r.all(`/${res.path}`, methodNotAllowed('GET'));

  r.get(`/${res.path}/:id`, async (c) => {
    const id = c.req.param('id');
    // Anything that is not a positive integer cannot be an id: the same 404 as an unknown one.
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound(res.notFound);
    const row = await c.env.DB.prepare(`SELECT ${res.columns} FROM ${res.from} WHERE t.id = ?1`)
      .bind(Number(id))
      .first<Row>();
    if (!row) throw notFound(res.notFound);
    return c.json(res.map(row));
  });
  r.all(`/${res.path}/:id`, methodNotAllowed('GET'));
  return r;
}
