import { plural } from '@common/format';
import { TtlMap } from '../cache/ttl-map';

/**
 * Fixed-window attempt counters kept in the isolate's memory. Cheap and good enough to slow down
 * guessing from one place; a distributed attacker spreads over isolates, which is why the upstream
 * keeps its own per-user and per-address limits as the real barrier.
 */
type Window = { count: number; resetAt: number };

export type Limiter = {
  /** Seconds to wait before another attempt, 0 when one is allowed. */
  retryAfter(key: string, now?: number): number;
  /** Counts a failed attempt. */
  fail(key: string, now?: number): void;
  reset(key: string): void;
};

/** At most `limit` failures per key in a fixed window; then every attempt waits for the window's end. */
export function createLimiter(limit: number, windowMs: number, maxKeys = 10_000): Limiter {
  // Full of live windows (a flood of distinct keys): the oldest is forgotten rather than grow.
  const windows = new TtlMap<Window>(maxKeys);
  return {
    retryAfter(key, now = Date.now()) {
      const w = windows.get(key, now);
      return w && w.count >= limit ? Math.ceil((w.resetAt - now) / 1000) : 0;
    },
    fail(key, now = Date.now()) {
      let w = windows.get(key, now);
      if (!w) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w, w.resetAt, now);
      }
      w.count += 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
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

const HOUR = 60 * 60 * 1000;
/**
 * SMS codes that left for one visitor address within an hour before the next one needs a solved
 * proof-of-work challenge (edge/auth/sms-challenge.ts). Counted in the isolate's memory: a visitor
 * who lands on a fresh isolate may skip a challenge, never the upstream's hourly limit per address
 * and the site's daily budget (D1, shared by every isolate), which decide.
 */
export const SMS_CODES_BEFORE_CHALLENGE = 3;
export const smsCodeLimits = {
  beforeChallenge: createLimiter(SMS_CODES_BEFORE_CHALLENGE, HOUR),
};

/** «Повторите через 3 минуты»-style Russian wait text. */
export function retryText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
}
