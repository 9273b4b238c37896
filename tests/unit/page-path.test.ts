import { isDecodablePath, pageHref, pagePath } from '@common/page-path';
import { describe, expect, it } from 'vitest';

describe('page path of a request', () => {
  it('is the URL path of a document request', () => {
    expect(pagePath(new URL('http://x/catalog/haval-jolion?x=1'))).toBe('/catalog/haval-jolion');
  });
  it('is the route inside the path of an RSC request', () => {
    expect(pagePath(new URL('http://x/RSC/R/news.txt?query='))).toBe('/news');
    expect(pagePath(new URL('http://x/RSC/R/_root.txt'))).toBe('/');
    expect(pagePath(new URL('http://x/RSC/R/__icons.txt'))).toBe('/_icons');
    expect(pagePath(new URL('http://x/RSC/R/old/promo.txt'))).toBe('/old/promo');
  });

  it('names the address with its query: a document’s own, a client navigation’s from its `query`', () => {
    expect(pageHref(new URL('http://x/account/cars/2?status=unpaid'))).toBe('/account/cars/2?status=unpaid');
    expect(pageHref(new URL('http://x/RSC/R/account/cars/2.txt?query=status%3Dunpaid'))).toBe(
      '/account/cars/2?status=unpaid',
    );
    expect(pageHref(new URL('http://x/RSC/R/account.txt'))).toBe('/account');
  });

  it('never throws on a path that is no valid percent-encoding (issue 30): the path stays as it came', () => {
    for (const bad of ['%C0%AF', '%ED%A0%80', '%', '%E0%A4', '%FF']) {
      const rsc = new URL(`http://x/RSC/R/${bad}.txt`);
      expect(pagePath(rsc)).toBe(rsc.pathname);
      expect(isDecodablePath(rsc.pathname)).toBe(false);
    }
    expect(isDecodablePath('/RSC/R/catalog/%D0%B0.txt')).toBe(true);
  });
});
