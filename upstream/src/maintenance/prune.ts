/**
 * One DELETE per table of expired rows, each a range on an indexed column (migrations
 * 0008_expiry_indexes.sql, 0010_form_submission_keys.sql, 0013_calendar_feeds_and_push.sql). Run by the Cron Trigger
 * (upstream/src/index.ts), never on a request.
 */
const SWEEPS = [
  // Counters whose window has closed: the longest window is a day.
  ['auth_rate_limits', 'DELETE FROM auth_rate_limits WHERE window_start < ?1 - 86400'],
  ['rate_limits', 'DELETE FROM rate_limits WHERE window_start < ?1 - 86400'],
  // A code lives 5 minutes and its verification 15; a day later nothing reads it.
  ['sms_codes', 'DELETE FROM sms_codes WHERE created_at < ?1 - 86400'],
  ['sms_outbox', 'DELETE FROM sms_outbox WHERE created_at < ?1 - 86400'],
  // A token pair whose refresh token has expired can never be used or rotated again.
  ['oauth_tokens', 'DELETE FROM oauth_tokens WHERE refresh_expires_at < ?1'],
  // A public form's submission key holds 10 minutes (SUBMISSION_WINDOW_SECONDS, db/store-once.ts).
  ['form_submission_keys', 'DELETE FROM form_submission_keys WHERE created_at <= ?1 - 600'],
  // A payment's reminders are claimed within 3 days of its day (db/push-subscriptions.ts): a month on, none is due again.
  ['push_reminders_sent', 'DELETE FROM push_reminders_sent WHERE sent_at < ?1 - 30 * 86400'],
] as const;

export type PruneCounts = Record<(typeof SWEEPS)[number][0], number>;

export async function pruneExpired(db: D1Database, nowSeconds: number): Promise<PruneCounts> {
  const results = await db.batch(SWEEPS.map(([, sql]) => db.prepare(sql).bind(nowSeconds)));
  const counts = {} as PruneCounts;
  SWEEPS.forEach(([table], i) => {
    counts[table] = results[i]?.meta.changes ?? 0;
  });
  return counts;
}
