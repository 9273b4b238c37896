import { plural } from '@common/with-upstream/plural';
import { nowSeconds } from './clock';

/**
 * Attempt counters in D1, shared by every isolate (an in-memory counter would not be). A rule's
 * window slides: an attempt counts for `windowSeconds` from the second it was made, so attempts
 * never double up at a boundary of the clock. Each key keeps one row per second with attempts
 * (`window_start` is that second, `hits` how many), and a window's count is the sum of its rows;
 * rows older than a day are deleted by the hourly Cron Trigger (maintenance/prune.ts).
 */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * A guess limit's answer: a reserved attempt (whose `release` gives the slot back: only a right
 * guess does that), or the wait until the oldest counted attempt leaves the window.
 */
export type Reservation = { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfter: number };

/** Seconds until the window under `rule` holds fewer than `limit` attempts again (at least 1). */
async function slidingWait(db: D1Database, rule: RateLimit, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      'SELECT window_start, hits FROM auth_rate_limits WHERE key = ?1 AND window_start > ?2 ORDER BY window_start',
    )
    .bind(rule.key, now - rule.windowSeconds)
    .all<{ window_start: number; hits: number }>();
  let live = results.reduce((sum, row) => sum + row.hits, 0);
  for (const row of results) {
    live -= row.hits;
    if (live < rule.limit) return Math.max(1, row.window_start + rule.windowSeconds - now);
  }
  return 1;
}

/**
 * Reserves one attempt before anything is verified, in one statement: the upsert adds a hit to
 * this second's row only while the sliding window holds fewer than `limit`, so however many
 * requests arrive at once (on however many isolates), at most `limit` get a slot. A refusal
 * counts nothing, and nothing is given back on a wrong guess. `release` takes back the hit of the
 * second it was reserved in, whatever the time is then.
 */
export async function reserve(db: D1Database, rule: RateLimit): Promise<Reservation> {
  const now = nowSeconds();
  const row = await db
    .prepare(
      `INSERT INTO auth_rate_limits (key, window_start, hits)
       SELECT ?1, ?2, 1
       WHERE (SELECT COALESCE(SUM(hits), 0) FROM auth_rate_limits WHERE key = ?1 AND window_start > ?2 - ?3) < ?4
       ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(rule.key, now, rule.windowSeconds, rule.limit)
    .first<{ hits: number }>();
  if (!row) return { allowed: false, retryAfter: await slidingWait(db, rule, now) };
  const release = async () => {
    await db
      .prepare('UPDATE auth_rate_limits SET hits = hits - 1 WHERE key = ?1 AND window_start = ?2 AND hits > 0')
      .bind(rule.key, now)
      .run();
  };
  return { allowed: true, release };
}

/**
 * A budget of a fixed period aligned to the clock (the whole service's SMS codes of a UTC day,
 * `SMS_DAILY_BUDGET`): the period is the point there, not a guess limit. `take` reserves one
 * unit while fewer than `limit` are spent (one upsert); without it the row is only touched
 * (the same write, nothing spent) and the answer says whether the budget is spent.
 */
export async function periodBudget(db: D1Database, rule: RateLimit, take: boolean): Promise<RateDecision> {
  const now = nowSeconds();
  const start = now - (now % rule.windowSeconds);
  const retryAfter = Math.max(1, start + rule.windowSeconds - now);
  if (rule.limit <= 0) return { allowed: false, retryAfter };
  if (!take) {
    const row = await db
      .prepare('UPDATE auth_rate_limits SET hits = hits WHERE key = ?1 AND window_start = ?2 RETURNING hits')
      .bind(rule.key, start)
      .first<{ hits: number }>();
    return (row?.hits ?? 0) >= rule.limit ? { allowed: false, retryAfter } : { allowed: true };
  }
  const row = await db
    .prepare(
      `INSERT INTO auth_rate_limits (key, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 WHERE hits < ?3
       RETURNING hits`,
    )
    .bind(rule.key, start, rule.limit)
    .first<{ hits: number }>();
  return row ? { allowed: true } : { allowed: false, retryAfter };
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
