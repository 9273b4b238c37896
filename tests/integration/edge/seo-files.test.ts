import { PUBLIC_PAGES } from '@common/pages';
import { describe, expect, it } from 'vitest';
import { createSite } from './site';

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of private routes and names the sitemap', async () => {
    const res = await createSite().request('http://localhost/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Sitemap: http://localhost:8787/sitemap.xml');
  });

  it('sitemap.xml lists the page list’s sitemap pages (no others), every car and every news item from the upstream', async () => {
    const res = await createSite().request('http://localhost/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const page of PUBLIC_PAGES) {
      const loc = `<loc>http://localhost:8787${page.sample}</loc>`;
      if (page.inSitemap) expect(xml, page.route).toContain(loc);
      // A car's or a news item's page is listed from the upstream's lists (below), not from the page list.
      else if (!page.route.includes('[')) expect(xml, page.route).not.toContain(loc);
    }
    const cars = xml.match(/\/catalog\/[a-z0-9-]+<\/loc>/g) ?? [];
    const news = xml.match(/\/news\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g) ?? [];
    expect(cars.length).toBeGreaterThanOrEqual(80);
    expect(news.length).toBeGreaterThanOrEqual(25);
    expect(new Set(cars).size).toBe(cars.length);
  });

  it('answers a second time from the cache; one file needs no index (issue 33)', async () => {
    const site = createSite({ PUBLIC_SITE_URL: 'http://sitemap-cache.localhost' });
    const first = await site.request('http://localhost/sitemap.xml');
    const xml = await first.text();
    expect(xml).toContain('<urlset');
    // The list's calls are public data, maybe kept from the test above: none is asked again.
    const calls = site.upstreamCalls.length;
    const again = await site.request('http://localhost/sitemap.xml');
    expect(await again.text()).toBe(xml);
    expect(site.upstreamCalls).toHaveLength(calls);
    const numbered = await site.request('http://localhost/sitemap-1.xml');
    expect(numbered.status).toBe(404);
  });
});
