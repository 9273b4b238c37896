import { plural } from '@common/format';
import { TtlMap } from '../cache/ttl-map';

/**
 * Fixed-window attempt counters kept in the isolate's memory: the first barrier, which sheds a
 * burst before it costs an upstream call. A distributed attacker spreads over isolates, which is
 * why the upstream's D1 counters (reserved the same way, shared by every isolate) decide.
 */
type Window = { count: number; resetAt: number };

export type Limiter = {
  /** Seconds to wait before another attempt, 0 when one is allowed (a look, nothing counted). */
  retryAfter(key: string, now?: number): number;
  /**
   * Takes one attempt's slot before anything is checked, in one synchronous step of this isolate
   * (no await between the look and the count, so a burst cannot slip through): 0 when reserved,
   * else the seconds to wait. A wrong guess keeps its slot.
   */
  reserve(key: string, now?: number): number;
  /** Gives one reserved slot back: the attempt was right, or never checked (an outage). */
  release(key: string, now?: number): void;
  reset(key: string): void;
};

/** At most `limit` attempts per key in a fixed window; then every attempt waits for the window's end. */
export function createLimiter(limit: number, windowMs: number, maxKeys = 10_000): Limiter {
  // Full of live windows (a flood of distinct keys): the oldest is forgotten rather than grow.
  const windows = new TtlMap<Window>(maxKeys);
  const retryAfter = (key: string, now = Date.now()) => {
    const w = windows.get(key, now);
    return w && w.count >= limit ? Math.ceil((w.resetAt - now) / 1000) : 0;
  };
  return {
    retryAfter,
    reserve(key, now = Date.now()) {
      const wait = retryAfter(key, now);
      if (wait > 0) return wait;
      let w = windows.get(key, now);
      if (!w) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w, w.resetAt, now);
      }
      w.count += 1;
      return 0;
    },
    release(key, now = Date.now()) {
      const w = windows.get(key, now);
      if (w && w.count > 0) w.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** One limiter and the key an attempt is counted under. */
export type Slot = readonly [Limiter, string];

/** Gives back one slot under each limiter. */
export function releaseAll(slots: readonly Slot[], now = Date.now()): void {
  for (const [limiter, key] of slots) limiter.release(key, now);
}

/** Reserves under every limiter or none: 0, else the first refusal's wait (the slots before it given back). */
export function reserveAll(slots: readonly Slot[], now = Date.now()): number {
  for (const [i, [limiter, key]] of slots.entries()) {
    const wait = limiter.reserve(key, now);
    if (wait > 0) {
      releaseAll(slots.slice(0, i), now);
      return wait;
    }
  }
  return 0;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Failed sign-ins at the edge: per visitor address, and per phone from that address, 15-minute
 * windows. Never per phone alone: that would let anyone lock the owner out. The upstream's D1
 * counters (shared by every isolate) add the per-phone pacing for guesses from many addresses.
 */
export const loginLimits = {
  perIp: createLimiter(30, FIFTEEN_MINUTES),
  perPhoneAndIp: createLimiter(10, FIFTEEN_MINUTES),
};

/**
 * Wrong current passwords of the password change at the edge, 15-minute windows: 5 per session, 10
 * per account. A first barrier in the isolate's memory, like the sign-in limits: the upstream's D1
 * counters (the same numbers, shared by every isolate and also guarding the mobile door) decide.
 */
export const passwordGuessLimits = {
  perSession: createLimiter(5, FIFTEEN_MINUTES),
  perAccount: createLimiter(10, FIFTEEN_MINUTES),
};

/**
 * «Повторите через 3 минуты»-style Russian wait text. One rule on both sides (the upstream's
 * `retryText` in upstream/src/auth/rate-limit.ts is the same, after «через»): under a minute in
 * seconds, else in whole minutes rounded up, so the wait is never understated (90 s → «2 минуты»).
 */
export function retryText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${plural(s, ['секунду', 'секунды', 'секунд'])}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
}
