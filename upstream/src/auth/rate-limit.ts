import { plural } from '../http/plural';
import { nowSeconds } from './clock';

/** Fixed-window counters in D1, shared by every isolate (an in-memory counter would not be). */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * A guess limit's answer: a reserved attempt (whose `release` gives the slot back: only a right
 * guess does that), or the wait until the window ends.
 */
export type Reservation = { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfter: number };

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

/**
 * Reserves one attempt before anything is verified, in one statement: the upsert adds a hit only
 * while the window holds fewer than `limit`, so however many requests arrive at once (on however
 * many isolates), at most `limit` get a slot. Nothing is given back on a wrong guess.
 */
export async function reserve(db: D1Database, rule: RateLimit): Promise<Reservation> {
  const now = nowSeconds();
  const { start, retryAfter } = windowOf(rule, now);
  const row = await db
    .prepare(
      `INSERT INTO auth_rate_limits (key, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 WHERE hits < ?3
       RETURNING hits`,
    )
    .bind(rule.key, start, rule.limit)
    .first<{ hits: number }>();
  if (!row) return { allowed: false, retryAfter };
  const release = async () => {
    await db
      .prepare('UPDATE auth_rate_limits SET hits = hits - 1 WHERE key = ?1 AND window_start = ?2 AND hits > 0')
      .bind(rule.key, start)
      .run();
  };
  return { allowed: true, release };
}

/** Takes back one hit of the current window: an SMS the gateway did not take is not counted. */
export async function release(db: D1Database, rule: RateLimit): Promise<void> {
  const { start } = windowOf(rule, nowSeconds());
  await db
    .prepare('UPDATE auth_rate_limits SET hits = hits - 1 WHERE key = ?1 AND window_start = ?2 AND hits > 0')
    .bind(rule.key, start)
    .run();
}

/** Reserves an attempt under every rule, or none: a refusal gives back the slots taken before it. */
export async function reserveAll(db: D1Database, rules: RateLimit[]): Promise<Reservation> {
  const taken: (() => Promise<void>)[] = [];
  const releaseAll = async () => {
    for (const release of taken) await release();
  };
  for (const rule of rules) {
    const reservation = await reserve(db, rule);
    if (!reservation.allowed) {
      await releaseAll();
      return reservation;
    }
    taken.push(reservation.release);
  }
  return { allowed: true, release: releaseAll };
}

/**
 * "через 45 секунд" / "через 3 минуты": Russian plural forms for the 429 message. The site's rule
 * (edge/auth/rate-limit.ts), after «через»: under a minute in seconds, else in whole minutes
 * rounded up, so the wait is never understated (90 s → «через 2 минуты»).
 */
export function retryText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `через ${s} ${plural(s, ['секунду', 'секунды', 'секунд'])}`;
  const minutes = Math.ceil(s / 60);
  return `через ${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
}
