import { Hono } from 'hono';
import { z } from 'zod';
import { requireBearer } from '../../auth/bearer';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { deleteOwnSubscription, saveSubscription } from '../../db/push-subscriptions';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { methodNotAllowed } from './http';

const base64url = (label: string, length: number) =>
  z.string({ error: `Укажите ${label}` }).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), `Неверный ${label}`);

/** A push service's address: https, at most 1000 characters (the browser's PushSubscription.endpoint). */
export const pushEndpointSchema = z
  .string({ error: 'Укажите адрес подписки' })
  .max(1000, 'Слишком длинный адрес подписки')
  .pipe(z.url({ protocol: /^https$/, error: 'Адрес подписки должен начинаться с https://' }));

/** PushSubscription.toJSON(): a P-256 public key (65 bytes) and a 16-byte auth secret, base64url. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64url('ключ p256dh', 87), auth: base64url('ключ auth', 22) }),
  showAmounts: z.boolean().default(false),
});

/** /client/push-subscriptions: the signed-in client's browsers that remind about payments. */
export function pushSubscriptionRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.use('*', requireBearer);
  r.post('/', validate('json', pushSubscriptionSchema), async (c) => {
    const { endpoint, keys, showAmounts } = c.req.valid('json');
    await saveSubscription(c.env.DB, c.var.auth.user.id, { endpoint, ...keys, showAmounts }, nowSeconds());
    return c.json({ message: 'Напоминания включены' }, 201);
  });
  r.delete('/', validate('json', z.object({ endpoint: pushEndpointSchema })), async (c) => {
    const removed = await deleteOwnSubscription(c.env.DB, c.var.auth.user.id, c.req.valid('json').endpoint);
    if (!removed) throw notFound('Подписка не найдена');
    return c.json({ message: 'Напоминания отключены' });
  });
  r.all('/', methodNotAllowed);
  return r;
}
