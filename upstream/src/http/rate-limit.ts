import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { clientAddressKey } from './client-ip';

export interface RateLimit {
  /** Counters are shared by every route that uses the same bucket. */
  bucket: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Public forms (bookings, form results, car requests): 10 submissions a minute per address. */
export const FORM_RATE_LIMIT: RateLimit = {
  bucket: 'forms',
  limit: 10,
  windowSeconds: 60,
  message: 'Слишком много заявок. Попробуйте ещё раз через минуту.',
};

/**
 * Fixed-window counter in D1. Every attempt counts, valid or not, so a script cannot probe the
 * validation for free. The upsert is one statement, so concurrent requests cannot lose a hit.
 */
export const rateLimit = (rule: RateLimit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    const client = clientAddressKey(c);
    const row = await c.env.DB.prepare(
      `INSERT INTO rate_limits (bucket, client, window_start, hits) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
      .bind(rule.bucket, client, windowStart)
      .first<{ hits: number }>();
    // Closed windows are deleted by the hourly Cron Trigger (maintenance/prune.ts), not here.
    const hits = row?.hits ?? 1;
    if (hits > rule.limit) {
      const retryAfter = windowStart + rule.windowSeconds - nowSeconds;
      return c.json({ message: rule.message }, 429, { 'Retry-After': String(Math.max(retryAfter, 1)) });
    }
    await next();
  });
