import { normalizePhone } from '@common/phone';
import { createLimiter, reserveAll, retryText } from '@edge/auth/rate-limit';
import { describe, expect, it } from 'vitest';

describe('login rate limit (in-isolate)', () => {
  it('blocks a key after the limit of attempts until the window ends', () => {
    const limiter = createLimiter(3, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('79000000001', t0)).toBe(0);
      expect(limiter.reserve('79000000001', t0)).toBe(0);
    }
    expect(limiter.retryAfter('79000000001', t0 + 1000)).toBe(59);
    expect(limiter.retryAfter('79000000002', t0 + 1000)).toBe(0);
    expect(limiter.retryAfter('79000000001', t0 + 60_000)).toBe(0);
  });

  it('reserves before the check: a burst takes at most the limit, a refusal counts nothing', () => {
    const limiter = createLimiter(10, 60_000);
    const answers = Array.from({ length: 40 }, () => limiter.reserve('79000000001|198.51.100.1', 0));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(10);
    expect(answers.slice(10).every((wait) => wait === 60)).toBe(true);
    // A right guess (or an outage) gives its slot back; a wrong one keeps it.
    limiter.release('79000000001|198.51.100.1');
    expect(limiter.reserve('79000000001|198.51.100.1', 1)).toBe(0);
    expect(limiter.reserve('79000000001|198.51.100.1', 1)).toBeGreaterThan(0);
  });

  it('reserves under several limiters or none', () => {
    const perIp = createLimiter(2, 60_000);
    const perPair = createLimiter(1, 60_000);
    expect(
      reserveAll(
        [
          [perIp, 'ip'],
          [perPair, 'a|ip'],
        ],
        0,
      ),
    ).toBe(0);
    expect(
      reserveAll(
        [
          [perIp, 'ip'],
          [perPair, 'a|ip'],
        ],
        0,
      ),
    ).toBe(60);
    // The refused attempt gave back the address's slot it had taken.
    expect(perIp.retryAfter('ip', 0)).toBe(0);
    expect(
      reserveAll(
        [
          [perIp, 'ip'],
          [perPair, 'b|ip'],
        ],
        0,
      ),
    ).toBe(0);
  });

  it('slides: an attempt counts for a window from its own moment, never doubling up at a clock boundary', () => {
    const limiter = createLimiter(3, 60_000);
    // Two attempts late in one clock minute, one early in the next: a fixed window would allow 3 more.
    expect(limiter.reserve('k', 59_000)).toBe(0);
    expect(limiter.reserve('k', 59_500)).toBe(0);
    expect(limiter.reserve('k', 60_500)).toBe(0);
    expect(limiter.reserve('k', 61_000)).toBe(58);
    // The oldest attempt leaves the window at 119 s, then one more fits; the next waits for the second.
    expect(limiter.reserve('k', 119_000)).toBe(0);
    expect(limiter.reserve('k', 119_100)).toBe(1);
    expect(limiter.reserve('k', 119_500)).toBe(0);
    expect(limiter.retryAfter('k', 119_500)).toBe(1);
  });

  it('gives back the slot it took whenever it is released, without looking at the clock', () => {
    const limiter = createLimiter(2, 60_000);
    limiter.reserve('k', 0);
    limiter.reserve('k', 30_000);
    expect(limiter.retryAfter('k', 30_000)).toBe(30);
    // Released long after (past the first attempt's window): the newest slot goes, the first still counts until 60 s.
    limiter.release('k');
    expect(limiter.reserve('k', 50_000)).toBe(0);
    expect(limiter.reserve('k', 50_000)).toBe(10);
  });

  it('forgets a key on reset (a successful sign-in)', () => {
    const limiter = createLimiter(1, 60_000);
    limiter.reserve('a', 0);
    expect(limiter.retryAfter('a', 1)).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a', 1)).toBe(0);
  });

  it('does not grow without bound', () => {
    const limiter = createLimiter(1, 60_000, 100);
    for (let i = 0; i < 1000; i++) limiter.reserve(`ip-${i}`, 0);
    expect(limiter.retryAfter('ip-999', 1)).toBeGreaterThan(0);
  });

  it('words the wait in Russian', () => {
    expect(retryText(42)).toBe('42 секунды');
    expect(retryText(61)).toBe('2 минуты');
    expect(retryText(300)).toBe('5 минут');
    expect(retryText(21)).toBe('21 секунду');
  });

  it('accepts phones in any common format', () => {
    for (const input of ['+7 (900) 000-00-01', '8 900 000 00 01', '9000000001', '79000000001']) {
      expect(normalizePhone(input)).toBe('79000000001');
    }
  });
});
