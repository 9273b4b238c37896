import { nowSeconds } from '../auth/clock';
import type { SmsSender } from './sender';

/**
 * The development outbox (GET /api/v1/dev/sms-outbox reads it): used instead of a gateway only
 * where DEV_OUTBOX_ENABLED is switched on (local runs and tests). Nothing goes to the log.
 */
export const outboxSender = (db: D1Database): SmsSender => ({
  async send({ phone, purpose, text, code }) {
    await db
      .prepare('INSERT INTO sms_outbox (phone, purpose, text, code, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(phone, purpose, text, code, nowSeconds())
      .run();
    return { ok: true };
  },
});
