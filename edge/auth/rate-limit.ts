import { plural } from '@common/format';
import { TtlMap } from '../cache/ttl-map';

/**
 * Attempt counters kept in the isolate's memory: the first barrier, which sheds a burst before it
 * costs an upstream call. A distributed attacker spreads over isolates, which is why the
 * upstream's D1 counters (reserved the same way, shared by every isolate) decide. The window
 * slides: each attempt counts for the window's length from the moment it was made, so attempts
 * never double up at a boundary of the clock.
 */
type Attempts = { expiries: number[] };

export type Limiter = {
  /** Seconds to wait before another attempt, 0 when one is allowed (a look, nothing counted). */
  retryAfter(key: string, now?: number): number;
  /**
   * Takes one attempt's slot before anything is checked, in one synchronous step of this isolate
   * (no await between the look and the count, so a burst cannot slip through): 0 when reserved,
   * else the seconds to wait. A wrong guess keeps its slot.
   */
  reserve(key: string, now?: number): number;
  /**
   * Gives one reserved slot back: the attempt was right, or never checked (an outage). The slot
   * given back is the newest one taken; its expiry was fixed when it was taken, not now.
   */
  release(key: string): void;
  reset(key: string): void;
};

/** At most `limit` attempts per key in any `windowMs`; then an attempt waits until the oldest counted one expires. */
export function createLimiter(limit: number, windowMs: number, maxKeys = 10_000): Limiter {
  // Full of live keys (a flood of distinct keys): the oldest is forgotten rather than grow.
  const attempts = new TtlMap<Attempts>(maxKeys);
  /** The key's attempts still in the window (expired ones dropped). */
  const live = (key: string, now: number): Attempts | undefined => {
    const a = attempts.get(key, now);
    if (!a) return undefined;
    while (a.expiries.length && (a.expiries[0] ?? 0) <= now) a.expiries.shift();
    return a;
  };
  const retryAfter = (key: string, now = Date.now()) => {
    const a = live(key, now);
    if (!a || a.expiries.length < limit) return 0;
    // The attempt whose expiry leaves fewer than `limit` in the window.
    const freeing = a.expiries[a.expiries.length - limit] ?? now;
    return Math.max(1, Math.ceil((freeing - now) / 1000));
  };
  return {
    retryAfter,
    reserve(key, now = Date.now()) {
      const wait = retryAfter(key, now);
      if (wait > 0) return wait;
      const a = live(key, now) ?? { expiries: [] };
      a.expiries.push(now + windowMs);
      attempts.set(key, a, now + windowMs, now);
      return 0;
    },
    release(key) {
      attempts.get(key, Number.NEGATIVE_INFINITY)?.expiries.pop();
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}

/** One limiter and the key an attempt is counted under. */
export type Slot = readonly [Limiter, string];

/** Gives back one slot under each limiter. */
export function releaseAll(slots: readonly Slot[]): void {
  for (const [limiter, key] of slots) limiter.release(key);
}

/** Reserves under every limiter or none: 0, else the first refusal's wait (the slots before it given back). */
export function reserveAll(slots: readonly Slot[], now = Date.now()): number {
  for (const [i, [limiter, key]] of slots.entries()) {
    const wait = limiter.reserve(key, now);
    if (wait > 0) {
      releaseAll(slots.slice(0, i));
      return wait;
    }
  }
  return 0;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Failed sign-ins at the edge: per visitor address, and per phone from that address, sliding
 * 15-minute windows. Never per phone alone: that would let anyone lock the owner out. The upstream's D1
 * counters (shared by every isolate) add the per-phone pacing for guesses from many addresses.
 */
export const loginLimits = {
  perIp: createLimiter(30, FIFTEEN_MINUTES),
  perPhoneAndIp: createLimiter(10, FIFTEEN_MINUTES),
};

/**
 * Wrong current passwords of the password change at the edge, sliding 15-minute windows: 5 per session, 10
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
