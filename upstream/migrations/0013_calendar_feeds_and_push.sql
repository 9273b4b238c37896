-- Issue 42. A client's calendar feed: one secret address per client, kept only as the SHA-256
-- digest of its 32-byte random token (upstream/src/db/calendar-feeds.ts); re-issuing replaces it.
CREATE TABLE calendar_feeds (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

-- Web Push subscriptions, one per client and browser (its endpoint is unique to that browser);
-- show_amounts: the client chose to see amounts on the lock screen (upstream/src/db/push-subscriptions.ts).
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  show_amounts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- Reminders claimed for sending: each (subscription, payment, kind) once, whatever runs the Cron.
CREATE TABLE push_reminders_sent (
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  schedule_id INTEGER NOT NULL REFERENCES contract_schedule (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('in3days', 'tomorrow', 'overdue')),
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (subscription_id, schedule_id, kind)
);
-- The hourly prune deletes claims a month old (upstream/src/maintenance/prune.ts): by then no
-- reminder of that payment can be due again (the latest, «overdue», is claimed within 3 days).
CREATE INDEX push_reminders_sent_at ON push_reminders_sent (sent_at);
