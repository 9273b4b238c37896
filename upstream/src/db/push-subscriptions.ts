/** Typed access to `push_subscriptions` and `push_reminders_sent` (migration 0013). */

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  showAmounts: boolean;
}

/** One browser is one subscription: a browser that subscribes again (or for another client) replaces it. */
export async function saveSubscription(db: D1Database, userId: number, s: NewSubscription, now: number) {
  await db
    .prepare(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, show_amounts, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
         auth = excluded.auth, show_amounts = excluded.show_amounts`,
    )
    .bind(userId, s.endpoint, s.p256dh, s.auth, s.showAmounts ? 1 : 0, now)
    .run();
}

/** Only the client's own subscription; false: none of theirs has this endpoint. */
export async function deleteOwnSubscription(db: D1Database, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM push_subscriptions WHERE user_id = ?1 AND endpoint = ?2')
    .bind(userId, endpoint)
    .run();
  return result.meta.changes > 0;
}

export async function deleteSubscription(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM push_subscriptions WHERE id = ?1').bind(id).run();
  return result.meta.changes > 0;
}

export type ReminderKind = 'in3days' | 'tomorrow' | 'overdue';

export interface ClaimedReminder {
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  show_amounts: number;
  kind: ReminderKind;
  contract_id: number;
  contract_number: string;
  due_on: string;
  amount_kop: number;
}

/**
 * The reminders due on `today` for every subscription, claimed in one statement so that each
 * (subscription, payment, kind) is handed out once, however many runs overlap: a payment 3 days
 * and 1 day ahead, and one that became overdue in the last 3 days (a missed run still reminds;
 * older debts are the account's business, not a notification's).
 */
export async function claimReminders(db: D1Database, today: string, now: number): Promise<ClaimedReminder[]> {
  const { results: claimed } = await db
    .prepare(
      `INSERT INTO push_reminders_sent (subscription_id, schedule_id, kind, sent_at)
       SELECT p.id, s.id,
         CASE WHEN s.due_on = date(?1, '+3 days') THEN 'in3days'
              WHEN s.due_on = date(?1, '+1 day') THEN 'tomorrow' ELSE 'overdue' END, ?2
       FROM push_subscriptions p
       JOIN client_contracts c ON c.user_id = p.user_id AND c.status = 'active'
       JOIN contract_schedule s ON s.contract_id = c.id AND s.status <> 'paid'
       WHERE s.due_on IN (date(?1, '+3 days'), date(?1, '+1 day'))
          OR (s.due_on < ?1 AND s.due_on >= date(?1, '-3 days'))
       ON CONFLICT DO NOTHING
       RETURNING subscription_id, schedule_id, kind`,
    )
    .bind(today, now)
    .all<{ subscription_id: number; schedule_id: number; kind: ReminderKind }>();
  if (!claimed.length) return [];
  const { results } = await db
    .prepare(
      `SELECT p.id AS subscription_id, p.endpoint, p.p256dh, p.auth, p.show_amounts, json_extract(j.value, '$[2]') AS kind,
              c.id AS contract_id, c.number AS contract_number, s.due_on, s.amount_kop
       FROM json_each(?1) j
       JOIN push_subscriptions p ON p.id = json_extract(j.value, '$[0]')
       JOIN contract_schedule s ON s.id = json_extract(j.value, '$[1]')
       JOIN client_contracts c ON c.id = s.contract_id
       ORDER BY p.id, s.due_on`,
    )
    .bind(JSON.stringify(claimed.map((r) => [r.subscription_id, r.schedule_id, r.kind])))
    .all<ClaimedReminder>();
  return results;
}
