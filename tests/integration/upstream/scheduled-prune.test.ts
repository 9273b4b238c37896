import { createScheduledController, env } from 'cloudflare:test';
import worker from '@upstream/src/index';
import { describe, expect, it } from 'vitest';

const NOW = 1_800_000_000;
const DAY = 86_400;

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n;

describe('the Cron Trigger', () => {
  it('deletes expired counters, codes, outbox rows, tokens and form keys and keeps live ones', async () => {
    const db = env.DB;
    await db.batch([
      db
        .prepare("INSERT INTO auth_rate_limits (key, window_start, hits) VALUES ('old', ?1, 3), ('live', ?2, 1)")
        .bind(NOW - 2 * DAY, NOW - 60),
      db
        .prepare(
          "INSERT INTO rate_limits (bucket, client, window_start, hits) VALUES ('b', 'old', ?1, 1), ('b', 'live', ?2, 1)",
        )
        .bind(NOW - 2 * DAY, NOW - 60),
      db
        .prepare(
          "INSERT INTO sms_codes (phone, purpose, code_hash, created_at, expires_at) VALUES ('79015550201', 'register', 'h1', ?1, ?2), ('79015550202', 'register', 'h2', ?3, ?4)",
        )
        .bind(NOW - 2 * DAY, NOW - 2 * DAY + 300, NOW - 60, NOW + 240),
      db
        .prepare(
          "INSERT INTO sms_outbox (phone, purpose, text, code, created_at) VALUES ('79015550201', 'register', 't', '1', ?1), ('79015550202', 'register', 't', '2', ?2)",
        )
        .bind(NOW - 2 * DAY, NOW - 60),
      db
        .prepare(
          `INSERT INTO oauth_tokens (id, family_id, user_id, client_id, scope, access_hash, refresh_hash, access_expires_at, refresh_expires_at, created_at, family_created_at)
         VALUES ('old', 'f1', 1, 'web', '*', 'a1', 'r1', ?1, ?2, ?3, ?3), ('live', 'f2', 1, 'web', '*', 'a2', 'r2', ?4, ?5, ?6, ?6)`,
        )
        .bind(NOW - 40 * DAY, NOW - 1, NOW - 41 * DAY, NOW + 3600, NOW + 29 * DAY, NOW - 60),
      db
        .prepare(
          "INSERT INTO form_submission_keys (id, form, result_id, created_at, created_iso) VALUES ('old', 'callback', 1, ?1, 'x'), ('live', 'callback', 2, ?2, 'x')",
        )
        .bind(NOW - 601, NOW - 60),
    ]);
    await worker.scheduled(createScheduledController({ scheduledTime: NOW * 1000, cron: '17 * * * *' }), env);
    expect(await count("SELECT COUNT(*) AS n FROM auth_rate_limits WHERE key IN ('old', 'live')")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM auth_rate_limits WHERE key = 'live'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM rate_limits WHERE client = 'live'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM rate_limits WHERE client = 'old'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM sms_codes WHERE phone IN ('79015550201', '79015550202')")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM sms_outbox WHERE phone = '79015550202'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM sms_outbox WHERE phone = '79015550201'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM oauth_tokens WHERE id IN ('old', 'live')")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM oauth_tokens WHERE id = 'live'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM form_submission_keys WHERE id IN ('old', 'live')")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM form_submission_keys WHERE id = 'live'")).toBe(1);
  });

  it('each sweep is a range on an index, not a scan of the table', async () => {
    const plans = [
      'DELETE FROM auth_rate_limits WHERE window_start < 1',
      'DELETE FROM rate_limits WHERE window_start < 1',
      'DELETE FROM sms_codes WHERE created_at < 1',
      'DELETE FROM sms_outbox WHERE created_at < 1',
      'DELETE FROM oauth_tokens WHERE refresh_expires_at < 1',
      'DELETE FROM form_submission_keys WHERE created_at <= 1',
      'DELETE FROM push_reminders_sent WHERE sent_at < 1',
    ];
    for (const sql of plans) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>();
      expect(results.map((r) => r.detail).join(' | ')).toMatch(/USING (COVERING )?INDEX/);
    }
  });
});
