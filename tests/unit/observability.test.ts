import { guestCacheKey } from '@edge/cache/guest-pages';
import { pageQueryKey } from '@edge/cache/page-query-key';
import { withErrorReference } from '@edge/observability/reference';
import { requestIdOf } from '@edge/observability/request-id';
import { callName, routePattern } from '@edge/observability/route-pattern';
import { currentTrace, newTrace, upstreamCallStarted, upstreamMsAt, withTrace } from '@edge/observability/trace';
import { sitemapFile } from '@edge/sitemap';
import { describe, expect, it } from 'vitest';
import { forbiddenIn } from '../integration/log-secrets';

const key = (address: string) => pageQueryKey(new URL(address, 'http://x'));

describe('the request id', () => {
  it("is Cloudflare's ray id when the request has one", () => {
    expect(requestIdOf(new Headers({ 'cf-ray': '8c1f2a3b4d5e6f70-DME' }))).toBe('8c1f2a3b4d5e6f70-DME');
  });
  it('is 16 generated hex digits otherwise, and for a forged ray header', () => {
    for (const headers of [new Headers(), new Headers({ 'cf-ray': '79000000001 <script>' })]) {
      expect(requestIdOf(headers)).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(requestIdOf(new Headers())).not.toBe(requestIdOf(new Headers()));
  });
});

describe('an error toast with the reference', () => {
  it('adds «Код ошибки» inside a request, nothing outside one', () => {
    expect(withErrorReference('Слишком много запросов')).toBe('Слишком много запросов');
    withTrace(newTrace('0123456789abcdef'), () => {
      expect(withErrorReference('Слишком много запросов')).toBe('Слишком много запросов. Код ошибки: 0123456789abcdef');
      expect(withErrorReference('Ошибка сервиса.')).toBe('Ошибка сервиса. Код ошибки: 0123456789abcdef');
    });
  });
});

describe('upstream time of a request', () => {
  it('counts calls and the wall time with one in flight, parallel calls once', () => {
    const trace = newTrace('a', 0);
    const first = upstreamCallStarted(trace, 100);
    const second = upstreamCallStarted(trace, 150);
    expect(upstreamMsAt(trace, 200)).toBe(100);
    first(300);
    second(400);
    const third = upstreamCallStarted(trace, 500);
    third(550);
    expect(trace.upstreamCalls).toBe(3);
    expect(upstreamMsAt(trace, 1000)).toBe(350);
  });
  it('is the trace of the request that awaits it', async () => {
    await withTrace(newTrace('b'), async () => {
      await Promise.resolve();
      expect(currentTrace()?.id).toBe('b');
    });
    expect(currentTrace()).toBeUndefined();
  });
});

describe('routes and calls as a log names them', () => {
  it('is the page route, never an id, slug or query', () => {
    expect(routePattern(new URL('http://x/account/cars/12?schedule=all'))).toBe('/account/cars/[id]');
    expect(routePattern(new URL('http://x/account/cars'))).toBe('/account/cars');
    expect(routePattern(new URL('http://x/catalog/haval-jolion-2025-8'))).toBe('/catalog/[slug]');
    expect(routePattern(new URL('http://x/RSC/R/news.txt?query=page%3D2'))).toBe('RSC /news');
    expect(routePattern(new URL('http://x/api/account/contracts/12/schedule.csv'))).toBe(
      '/api/account/contracts/:id/schedule.csv',
    );
    expect(routePattern(new URL('http://x/assets/index-abc.js'))).toBe('/assets/*');
  });
  it('is a pattern or (unmatched), never text of the path (issue 37: GET /+79161234567 was logged with the number)', () => {
    const cases: [string, string][] = [
      ['/+79161234567', '/[page]'],
      ['/%2B79161234567', '/[page]'],
      ['/about', '/about'],
      ['/RSC/R/+79161234567.txt', 'RSC /[page]'],
      ['/news/79161234567/x', '(unmatched)'],
      ['/79161234567/assets', '(unmatched)'],
      ['//..%2f..%2fetc', '(unmatched)'],
      ['//..%2fx', '(unmatched)'],
      ['/RSC/R//..%2fx.txt', '(unmatched)'],
      ['/RSC/R//evil.txt', 'RSC (unmatched)'],
      ['/api/+79161234567', '(unmatched)'],
      ['/api/forms/79161234567', '(unmatched)'],
      ['/api/forms/callback', '/api/forms/callback'],
      ['/api/mobile/v1/cars/79161234567/short', '/api/mobile/v1/cars/:id/short'],
      ['/api/mobile/v1/79161234567', '(unmatched)'],
      ['/robots.txt', '/robots.txt'],
      ['/sitemap-2.xml', '/:file'],
      ['/favicon.svg', '/favicon.svg'],
      ['/media/cars/1.jpg', '/media/*'],
    ];
    for (const [path, route] of cases) expect(routePattern(new URL(`http://x${path}`)), path).toBe(route);
  });
  it('names an upstream call by method and path, ids as :id, no query', () => {
    expect(callName('GET', '/api/v1/client/contracts/12?token=x')).toBe('GET /api/v1/client/contracts/:id');
  });
});

describe('the guest page cache key', () => {
  it('ignores ad-click and mail tracking parameters', () => {
    expect(key('/news?yclid=123&utm_source=yandex&utm_campaign=x')).toBe('');
    expect(key('/about?gclid=1&fbclid=2&msclkid=3&_openstat=4')).toBe('');
    expect(key('/news?category=law&yclid=9')).toBe('?category=law');
  });
  it('keeps only what the page reads, sorted by name', () => {
    expect(key('/news?page=2&category=law&foo=1')).toBe('?category=law&page=2');
    expect(key('/news?category=law&page=2')).toBe('?category=law&page=2');
    expect(key('/leasing-calculator?term=24&price=3000000&x=1')).toBe('?price=3000000&term=24');
    expect(key('/catalog/haval-jolion?advance=20&yclid=1')).toBe('?advance=20');
    expect(key('/login?next=%2Faccount&mode=restore')).toBe('?mode=restore&next=%2Faccount');
    // A page not listed keeps every other name, sorted.
    expect(key('/contacts?b=2&a=1&utm_term=z')).toBe('?a=1&b=2');
  });
  it('is the canonical catalogue query: filters in any order, junk dropped', () => {
    const one = key('/catalog?sort=price_asc&brand=kia&priceTo=3000000');
    expect(key('/catalog?priceTo=3000000&brand=kia&sort=price_asc&yclid=5&utm_source=d')).toBe(one);
    expect(key('/catalog?brand=kia&priceTo=3%20000%20000&sort=price_asc')).toBe(one);
    expect(key('/catalog?page=1&sort=popular')).toBe('');
  });
  it('keeps host, build and device class apart', () => {
    const url = new URL('http://a.example/catalog?yclid=1');
    expect(guestCacheKey(url, 'mobile', 'b1')).not.toBe(guestCacheKey(url, 'desktop', 'b1'));
    expect(guestCacheKey(url, 'mobile', 'b1')).not.toBe(guestCacheKey(url, 'mobile', 'b2'));
    expect(guestCacheKey(url, 'mobile', 'b1')).toBe(guestCacheKey(new URL('http://a.example/catalog'), 'mobile', 'b1'));
  });
});

describe('the workerd suites’ log check (tests/integration/log-secrets.ts)', () => {
  it('finds a demo phone, the password, tokens and the session cookie', () => {
    const lines = [
      'sign-in 79000000001 failed',
      '[sms-outbox] +7 (900) 000-00-02 (restore)',
      'body {"password":"Demo-2026"}',
      'authorization: Bearer abc.def',
      '{"access_token":"Zk3x9QpL0aB"}',
      'cookie __Host-session=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x',
      `token ${'Ab_-'.repeat(10)}xyz`,
      '{"id":"0123456789abcdef","method":"GET","route":"/+79161234567/*","status":404}',
      '{"id":"0123456789abcdef","method":"GET","route":"/news/%2B79161234567","status":404}',
      'call back +7 (916) 123-45-67',
    ];
    for (const line of lines) expect(forbiddenIn([line]), line).not.toEqual([]);
  });
  it('lets the site’s own lines through', () => {
    const lines = [
      '{"id":"0123456789abcdef","method":"GET","route":"/account/cars/[id]","status":503,"durationMs":12,"cache":"none","upstreamCalls":2,"upstreamMs":9,"clientType":"individual"}',
      `digest ${'0123456789abcdef'.repeat(4)}`,
      'Page Not Found: /missing',
    ];
    expect(forbiddenIn(lines)).toEqual([]);
  });
});

describe('the sitemap past one file’s limit', () => {
  const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `https://s.ru/p${i}` }));
  it('is one urlset while the URLs fit', () => {
    expect(sitemapFile('https://s.ru', urls, 0, 5)).toContain('<urlset');
    expect(sitemapFile('https://s.ru', urls, 1, 5)).toBeNull();
  });
  it('is an index of numbered files past it, each a urlset of its share', () => {
    const index = sitemapFile('https://s.ru', urls, 0, 2) ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<loc>https:\/\/s\.ru\/sitemap-\d\.xml<\/loc>/g)).toHaveLength(3);
    expect(sitemapFile('https://s.ru', urls, 3, 2)).toContain('<loc>https://s.ru/p4</loc>');
    expect(sitemapFile('https://s.ru', urls, 3, 2)).not.toContain('p3');
    expect(sitemapFile('https://s.ru', urls, 4, 2)).toBeNull();
  });
});
