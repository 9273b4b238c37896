import { retryText } from '@edge/auth/rate-limit';
import { retryText as upstreamRetryText } from '@upstream/src/auth/rate-limit';
import { describe, expect, it } from 'vitest';

describe('the wait text of a limit (one rule on the site and the upstream)', () => {
  it('reads the same on both sides', () => {
    const expected: Record<number, string> = {
      1: '1 секунду',
      59: '59 секунд',
      60: '1 минуту',
      90: '2 минуты',
      119: '2 минуты',
      3600: '60 минут',
    };
    for (const [seconds, text] of Object.entries(expected)) {
      expect(retryText(Number(seconds))).toBe(text);
      expect(upstreamRetryText(Number(seconds))).toBe(`через ${text}`);
    }
    for (let s = 0; s <= 7200; s += 1) expect(upstreamRetryText(s)).toBe(`через ${retryText(s)}`);
  });
});
