import { isP256dh, isPushAuth, isPushEndpoint } from '@common/forms/push';
import * as z from 'zod/mini';
import { messageSchema } from './shapes';
import { call, type Transport } from './transport';

/**
 * Payment reminders by Web Push (upstream/API-account.md «Push subscriptions» and «Site client»):
 * a browser's subscription on the client's session, and the Cron's claims on the site's client.
 */
const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.refine(isPushEndpoint)),
  keys: z.object({ p256dh: z.string().check(z.refine(isP256dh)), auth: z.string().check(z.refine(isPushAuth)) }),
});
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

const PATH = '/api/v1/client/push-subscriptions';

/** POST client/push-subscriptions: this browser reminds the client (the same endpoint again replaces it). */
export const subscribe = (t: Transport, subscription: PushSubscriptionJson, showAmounts: boolean) =>
  call(t, PATH, messageSchema, { json: { ...subscription, showAmounts } });

/** DELETE client/push-subscriptions: 404 «Подписка не найдена» when this browser was not subscribed. */
export const unsubscribe = (t: Transport, endpoint: string) =>
  call(t, PATH, messageSchema, { method: 'DELETE', json: { endpoint } });

const reminderSchema = z.object({
  subscriptionId: z.int(),
  subscription: pushSubscriptionSchema,
  kind: z.enum(['in3days', 'tomorrow', 'overdue']),
  contractId: z.int(),
  contractNumber: z.string(),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  amount: z.nullable(z.number()),
});
export type Reminder = z.output<typeof reminderSchema>;

/** POST site/push-reminders/claim: today's reminders, each handed out once (the Cron's). */
export const claimReminders = async (t: Transport) =>
  (
    await call(t, '/api/v1/site/push-reminders/claim', z.object({ items: z.array(reminderSchema) }), {
      method: 'POST',
      siteClient: true,
    })
  ).items;

/** DELETE site/push-subscriptions/{id}: a subscription its push service has forgotten (404/410). */
export const dropSubscription = (t: Transport, id: number) =>
  call(t, `/api/v1/site/push-subscriptions/${id}`, messageSchema, { method: 'DELETE', siteClient: true });
