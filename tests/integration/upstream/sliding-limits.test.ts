import { env } from 'cloudflare:test';
import { periodBudget, reserve, reserveAll } from '@upstream/src/auth/rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRateLimits } from './account-helpers';

/** A second of the clock's minute boundary: a fixed window would start afresh at `MINUTE`. */
const MINUTE = 1_800_000_000 * 1000;
const rule = { key: 'test:sliding', limit: 3, windowSeconds: 60 };
const at = (ms: number) => vi.setSystemTime(MINUTE + ms);

describe('guess limits in D1 slide (an expiry per attempt), reserved in one statement', () => {
  beforeEach(async () => {
    await resetRateLimits();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('attempts late in one clock window and early in the next never double up', async () => {
    at(-2_000);
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    at(1_000);
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    // A fixed window aligned to the minute would give 3 more here.
    expect(await reserve(env.DB, rule)).toEqual({ allowed: false, retryAfter: 57 });
    // The first two leave the window 60 s after they were made, not at a boundary of the clock.
    at(57_000);
    expect((await reserve(env.DB, rule)).allowed).toBe(false);
    at(58_000);
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    expect(await reserve(env.DB, rule)).toEqual({ allowed: false, retryAfter: 3 });
  });

  it('a burst on one key reserves at most the limit', async () => {
    at(0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(env.DB, rule)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(3);
  });

  it('release gives back the slot of the second it was taken in, whenever it is called', async () => {
    at(0);
    const first = await reserve(env.DB, rule);
    at(30_000);
    await reserve(env.DB, rule);
    await reserve(env.DB, rule);
    expect((await reserve(env.DB, rule)).allowed).toBe(false);
    // Released 90 s later (a fixed window would look at the current window and give back nothing
    // that counts, or another attempt's): the slot taken at 0 s is gone; those of 30 s still count.
    at(90_000 - 30_000 + 20_000);
    if (!first.allowed) throw new Error('first attempt refused');
    await first.release();
    const rows = await env.DB.prepare('SELECT window_start, hits FROM auth_rate_limits WHERE key = ?1 ORDER BY 1')
      .bind(rule.key)
      .all<{ window_start: number; hits: number }>();
    expect(rows.results.map((r) => [r.window_start - MINUTE / 1000, r.hits])).toEqual([
      [0, 0],
      [30, 2],
    ]);
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    expect((await reserve(env.DB, rule)).allowed).toBe(false);
  });

  it('reserves under every rule or none', async () => {
    at(0);
    const other = { key: 'test:other', limit: 1, windowSeconds: 60 };
    expect((await reserveAll(env.DB, [rule, other])).allowed).toBe(true);
    expect((await reserveAll(env.DB, [rule, other])).allowed).toBe(false);
    // The refusal gave back the slot it had taken under `rule`.
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    expect((await reserve(env.DB, rule)).allowed).toBe(true);
    expect((await reserve(env.DB, rule)).allowed).toBe(false);
  });

  it('the daily SMS budget is a UTC day; reading it spends nothing', async () => {
    const budget = { key: 'test:budget', limit: 2, windowSeconds: 86_400 };
    at(0);
    expect(await periodBudget(env.DB, budget, false)).toEqual({ allowed: true });
    expect(await periodBudget(env.DB, budget, true)).toEqual({ allowed: true });
    expect(await periodBudget(env.DB, budget, true)).toEqual({ allowed: true });
    expect((await periodBudget(env.DB, budget, false)).allowed).toBe(false);
    expect((await periodBudget(env.DB, budget, true)).allowed).toBe(false);
    const spent = await env.DB.prepare('SELECT SUM(hits) AS n FROM auth_rate_limits WHERE key = ?1')
      .bind(budget.key)
      .first<{ n: number }>();
    expect(spent?.n).toBe(2);
  });
});
