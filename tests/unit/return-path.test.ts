import { safeReturnPath } from '@edge/forms/body';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const chars = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0xffff })), { maxLength: 40 })
  .map((codes) => String.fromCharCode(...codes));

describe('safeReturnPath: a same-site path of printable characters, else the fallback', () => {
  it('keeps a path of this site with its query and anchor', () => {
    for (const path of [
      '/',
      '/contacts',
      '/catalog?brand=kia&page=2',
      '/news/a-b_c~d?q=%D1%8B#form-x',
      "/x!$&'()*+,;=:@",
    ]) {
      expect(safeReturnPath(path, '/fallback')).toBe(path);
    }
  });

  it('refuses another site, control characters, spaces, backslashes, non-ASCII and non-strings', () => {
    const refused: unknown[] = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'contacts',
      '',
      '/\0',
      '/a\x01',
      '/a\x1f',
      '/a\x7f',
      '/a b',
      '/a\r\nLocation: https://evil.example',
      '/ы',
      '/\u00e9',
      `/${'a'.repeat(1000)}`,
      undefined,
      null,
      42,
      ['/'],
    ];
    for (const value of refused) expect(safeReturnPath(value, '/fallback'), JSON.stringify(value)).toBe('/fallback');
  });

  it('whatever it is given, the answer is a valid Location: one leading slash, bytes 0x21–0x7e only', () => {
    fc.assert(
      // Any UTF-16 units, controls and non-ASCII included (built from codes: fast-check's own
      // binary strings take seconds to generate on a busy machine).
      fc.property(chars, (tail) => {
        const path = safeReturnPath(`/${tail}`, '/fallback');
        if (!/^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(path)) return false;
        new Headers({ location: path });
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
