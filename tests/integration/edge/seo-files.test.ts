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

  it('sitemap.xml lists the public routes, every car and every news item from the upstream', async () => {
    const res = await createSite().request('http://localhost/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>http://localhost:8787/catalog</loc>');
    const cars = xml.match(/\/catalog\/[a-z0-9-]+<\/loc>/g) ?? [];
    const news = xml.match(/\/news\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g) ?? [];
    expect(cars.length).toBeGreaterThanOrEqual(80);
    expect(news.length).toBeGreaterThanOrEqual(25);
    expect(new Set(cars).size).toBe(cars.length);
  });
});
