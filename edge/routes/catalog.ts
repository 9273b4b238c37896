import { filterCriteria, parseCatalogQuery } from '@common/catalog-query';
import { Hono } from 'hono';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { countCars } from '../upstream/cars';
import { transportFor } from '../upstream/context';

/**
 * GET /api/catalog/count?{the catalogue's own query}: how many cars the filters match, for the
 * «Показать N автомобилей» button while the visitor changes filters. The query is read exactly
 * as the catalogue page reads it, so the number always matches the list it leads to.
 */
export const catalogRoutes = new Hono<SiteEnv>().get('/count', async (c) => {
  const query = parseCatalogQuery(new URL(c.req.url).searchParams);
  try {
    const total = await countCars(transportFor(c, null), filterCriteria(query));
    // Public data, the same for everyone: a short browser cache absorbs repeated toggling.
    return c.json({ total }, 200, { 'cache-control': 'public, max-age=30' });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    return c.json({ message: err.message }, (err.status >= 500 ? 502 : err.status) as 502);
  }
});
