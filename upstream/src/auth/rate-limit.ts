import { plural } from '../http/plural';
import { nowSeconds } from './clock';

/** Fixed-window counters in D1, shared by every isolate (an in-memory counter would not be). */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

function windowOf(rule: RateLimit, now: number): { start: number; retryAfter: number } {
  const start = now - (now % rule.windowSeconds);
  return { start, retryAfter: Math.max(1, start + rule.windowSeconds - now) };
}

/** Counts one hit; refuses once the window holds more than `limit` hits. */
export async function hit(db: D1Database, rule: RateLimit): Promise<RateDecision> {
  const now = nowSeconds();
  const { start, retryAfter } = windowOf(rule, now);
  const row = await db
    .prepare(
      `INSERT INTO auth_rate_limits (key, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(rule.key, start)
    .first<{ hits: number }>();
  // Closed windows are deleted by the hourly Cron Trigger (maintenance/prune.ts), not here.
  return (row?.hits ?? 1) > rule.limit ? { allowed: false, retryAfter } : { allowed: true };
}

/** Takes back one hit of the current window: an SMS the gateway did not take is not counted. */
export async function release(db: D1Database, rule: RateLimit): Promise<void> {
  const { start } = windowOf(rule, nowSeconds());
  await db
    .prepare('UPDATE auth_rate_limits SET hits = hits - 1 WHERE key = ?1 AND window_start = ?2 AND hits > 0')
    .bind(rule.key, start)
    .run();
}

/** Whether the window is already full, without counting (login counts only failures). */
export async function peek(db: D1Database, rule: RateLimit): Promise<RateDecision> {
  const now = nowSeconds();
  const { start, retryAfter } = windowOf(rule, now);
  const row = await db
    .prepare('SELECT hits FROM auth_rate_limits WHERE key = ?1 AND window_start = ?2')
    .bind(rule.key, start)
    .first<{ hits: number }>();
  return (row?.hits ?? 0) >= rule.limit ? { allowed: false, retryAfter } : { allowed: true };
}

/** "через 45 секунд" / "через 3 минуты": Russian plural forms for the 429 message. */
export function retryText(seconds: number): string {
  if (seconds < 120) return `через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`;
  const minutes = Math.ceil(seconds / 60);
  return `через ${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
}
