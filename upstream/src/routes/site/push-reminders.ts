import { Hono } from 'hono';
import { nowSeconds } from '../../auth/clock';
import { roubles } from '../../db/money';
import { claimReminders, deleteSubscription } from '../../db/push-subscriptions';
import { type AppEnv, todayOf } from '../../env';
import { notFound } from '../../http/errors';
import { methodNotAllowed, pathId } from '../account/http';

/**
 * The reminders' Cron on the site (the site's OAuth client): POST /site/push-reminders/claim hands
 * out what to send today, each reminder once; DELETE /site/push-subscriptions/{id} drops a
 * subscription its push service no longer knows (404/410). An amount only where the client chose it.
 */
export function sitePushRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/push-reminders/claim', async (c) => {
    const rows = await claimReminders(c.env.DB, todayOf(c.env), nowSeconds());
    const items = rows.map((row) => ({
      subscriptionId: row.subscription_id,
      subscription: { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      kind: row.kind,
      contractId: row.contract_id,
      contractNumber: row.contract_number,
      date: row.due_on,
      amount: row.show_amounts ? roubles(row.amount_kop) : null,
    }));
    return c.json({ items });
  });
  r.all('/push-reminders/claim', methodNotAllowed);
  r.delete('/push-subscriptions/:id', async (c) => {
    const id = pathId(c.req.param('id'), 'Подписка не найдена');
    if (!(await deleteSubscription(c.env.DB, id))) throw notFound('Подписка не найдена');
    return c.json({ message: 'Подписка удалена' });
  });
  r.all('/push-subscriptions/:id', methodNotAllowed);
  return r;
}
