import { Hono } from 'hono';
import { requireBearer } from '../../auth/bearer';
import type { AuthEnv } from '../../auth/context';
import { findDeal, listDealStages, listDeals } from '../../db/deals';
import { notFound } from '../../http/errors';
import { methodNotAllowed, pathId } from './http';
import { presentDeal, presentDealDetail } from './present-deal';

/** /client/deals: the client's own deals with their stages. */
export function dealRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.use('*', requireBearer);

  r.get('/', async (c) => {
    const deals = await listDeals(c.env.DB, c.var.auth.user.id);
    const stages = await listDealStages(
      c.env.DB,
      deals.map((d) => d.id),
    );
    return c.json({
      items: deals.map((d) =>
        presentDeal(
          d,
          stages.filter((s) => s.deal_id === d.id),
        ),
      ),
    });
  });
  r.all('/', methodNotAllowed);

  r.get('/:id', async (c) => {
    const deal = await findDeal(c.env.DB, c.var.auth.user.id, pathId(c.req.param('id'), 'Сделка не найдена'));
    if (!deal) throw notFound('Сделка не найдена');
    return c.json(presentDealDetail(deal, await listDealStages(c.env.DB, [deal.id])));
  });
  r.all('/:id', methodNotAllowed);
  return r;
}
