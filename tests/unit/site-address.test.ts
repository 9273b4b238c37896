import { isSitePath } from '@common/page-path';
import { siteAddress } from '@common/site-address';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Issue 37: `//..%2fx` made `new URL(path, site)` throw in the page head (a 500); it is no site path. */
describe('siteAddress and isSitePath', () => {
  const SITE = 'https://drive-leasing.ru';

  it('resolves a site path, keeps an absolute http(s) address, and turns anything else into the root', () => {
    expect(siteAddress('/news/x', SITE)).toBe('https://drive-leasing.ru/news/x');
    expect(siteAddress('https://cdn.example/a.jpg', SITE)).toBe('https://cdn.example/a.jpg');
    for (const bad of [
      '//..%2f..%2fetc',
      '//..%2fx',
      '//..%2F',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(siteAddress(bad, SITE), bad).toBe('https://drive-leasing.ru/');
    expect(siteAddress('/x', 'not a url')).toBe('http://localhost/x');
  });

  it('never throws and never leaves the site for a path, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const address = new URL(siteAddress(`/${text}`, SITE));
        expect(address.origin).toBe(SITE);
      }),
    );
  });

  it('a path beginning with // or hiding a slash in an escape is no site path', () => {
    for (const path of ['//..%2f..%2fetc', '//..%2fx', '//..%2F', '/news/a%2fb', '/a%5Cb', '/%C0%AF'])
      expect(isSitePath(path), path).toBe(false);
    for (const path of ['/', '/news/x', '/catalog/%D0%B0', '/account/cars/2'])
      expect(isSitePath(path), path).toBe(true);
  });
});
