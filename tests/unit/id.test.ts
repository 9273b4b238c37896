import { parseId } from '@common/id';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('parseId', () => {
  it('takes a positive decimal of up to nine digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId('999999999')).toBe(999_999_999);
  });

  it('refuses zero, a leading zero, signs, spaces, exponents, ten digits and nothing', () => {
    for (const raw of ['0', '01', '-1', '+1', ' 1', '1 ', '1e3', '1.0', '0x1', '1000000000', '', null, undefined]) {
      expect(parseId(raw)).toBeUndefined();
    }
  });

  it('is the inverse of String() for every id it accepts and refuses anything that is not one', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const id = parseId(raw);
        if (id !== undefined) expect(String(id)).toBe(raw);
      }),
      { numRuns: 2000 },
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => parseId(String(n)) === n));
  });
});
