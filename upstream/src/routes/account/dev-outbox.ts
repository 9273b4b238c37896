import { Hono } from 'hono';
import { z } from 'zod';
import { readOutbox } from '../../auth/sms-code';
import { type AppEnv, readSettings } from '../../env';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { intParam, mobilePhone } from './fields';
import { isoTime } from './present';

const outboxQuery = z.object({
  phone: mobilePhone.optional(),
  limit: intParam('limit', 1, 100).optional().default(20),
});

/**
 * GET /dev/sms-outbox: the SMS the service "sent", newest first, so a developer or a test can read
 * a confirmation code; GET /dev/form-results: the stored public forms, newest first. Exist only
 * while DEV_OUTBOX_ENABLED=true; otherwise they are a plain 404.
 */
export function devOutboxRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', async (c, next) => {
    if (!readSettings(c.env).DEV_OUTBOX_ENABLED) throw notFound();
    await next();
  });
  r.get('/sms-outbox', validate('query', outboxQuery), async (c) => {
    const { phone, limit } = c.req.valid('query');
    const rows = await readOutbox(c.env.DB, phone ?? null, limit);
    return c.json({
      items: rows.map((m) => ({
        id: m.id,
        phone: m.phone,
        purpose: m.purpose,
        text: m.text,
        code: m.code,
        createdAt: isoTime(m.created_at),
      })),
    });
  });
  // The public forms as the back office received them (what a test checks a form delivered).
  r.get('/form-results', validate('query', outboxQuery), async (c) => {
    const { phone, limit } = c.req.valid('query');
    const { results } = await c.env.DB.prepare(
      `SELECT id, form, phone, payload, created_at FROM form_results
       WHERE ?1 IS NULL OR phone = ?1 ORDER BY id DESC LIMIT ?2`,
    )
      .bind(phone ?? null, limit)
      .all<{ id: number; form: string; phone: string; payload: string; created_at: string }>();
    return c.json({
      items: results.map((f) => ({
        id: f.id,
        type: f.form,
        phone: f.phone,
        payload: JSON.parse(f.payload) as unknown,
        createdAt: f.created_at,
      })),
    });
  });
  return r;
}
