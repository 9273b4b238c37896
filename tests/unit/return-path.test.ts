import { safeReturnPath } from '@edge/forms/body';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

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
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        const path = safeReturnPath(`/${tail}`, '/fallback');
        expect(path).toMatch(/^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/);
        expect(() => new Headers({ location: path })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
