import { normalizePhone } from '@common/phone';
import { createLimiter, retryText } from '@edge/auth/rate-limit';
import { describe, expect, it } from 'vitest';

describe('login rate limit (in-isolate)', () => {
  it('blocks a key after the limit of failures until the window ends', () => {
    const limiter = createLimiter(3, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('79000000001', t0)).toBe(0);
      limiter.fail('79000000001', t0);
    }
    expect(limiter.retryAfter('79000000001', t0 + 1000)).toBe(59);
    expect(limiter.retryAfter('79000000002', t0 + 1000)).toBe(0);
    expect(limiter.retryAfter('79000000001', t0 + 60_000)).toBe(0);
  });

  it('forgets a key on reset (a successful sign-in)', () => {
    const limiter = createLimiter(1, 60_000);
    limiter.fail('a', 0);
    expect(limiter.retryAfter('a', 1)).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a', 1)).toBe(0);
  });

  it('does not grow without bound', () => {
    const limiter = createLimiter(1, 60_000, 100);
    for (let i = 0; i < 1000; i++) limiter.fail(`ip-${i}`, 0);
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
