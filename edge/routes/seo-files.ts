import { carPath, newsItemPath, ROUTES } from '@common/constants';
import { PUBLIC_PAGES } from '@common/pages';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SiteEnv } from '../context';
import { transportFor } from '../upstream/context';
import { call } from '../upstream/transport';

/** Public pages listed in the sitemap besides every car and news item (the one page list). */
const SITEMAP_PATHS = PUBLIC_PAGES.filter((page) => page.inSitemap).map((page) => page.route);
/** Bounds the upstream work of one sitemap (48 per page × 40 pages ≈ 1900 entries per kind). */
const MAX_PAGES = 40;

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), pages: z.int().check(z.nonnegative()) });
const carPage = pageOf(z.object({ slug: z.string().check(z.regex(/^[a-z0-9-]+$/)) }));
const newsPage = pageOf(z.object({ code: z.string().check(z.regex(/^[a-z0-9-]+$/)), publishedAt: z.string() }));

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** /robots.txt and /sitemap.xml, generated from the upstream's catalogue and news. */
export const seoFiles = new Hono<SiteEnv>()
  .get('/robots.txt', (c) => {
    const site = c.var.config.PUBLIC_SITE_URL.replace(/\/$/, '');
    const lines = [
      'User-agent: *',
      `Disallow: ${ROUTES.account}`,
      'Disallow: /api/',
      `Disallow: ${ROUTES.login}`,
      `Disallow: ${ROUTES.registration}`,
      '',
      `Sitemap: ${site}/sitemap.xml`,
      '',
    ];
    return c.text(lines.join('\n'), 200, { 'cache-control': 'public, max-age=3600' });
  })
  .get('/sitemap.xml', async (c) => {
    const site = c.var.config.PUBLIC_SITE_URL.replace(/\/$/, '');
    const t = transportFor(c);
    const urls: { loc: string; lastmod?: string }[] = SITEMAP_PATHS.map((path) => ({ loc: `${site}${path}` }));
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const cars = await call(t, '/api/v1/cars/filter', carPage, {
        method: 'POST',
        json: { page, perPage: 48, sort: 'newest' },
      });
      for (const car of cars.items) urls.push({ loc: `${site}${carPath(car.slug)}` });
      if (page >= cars.pages) break;
    }
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const news = await call(t, '/api/v1/news', newsPage, { query: { page, perPage: 48 } });
      for (const item of news.items)
        urls.push({ loc: `${site}${newsItemPath(item.code)}`, lastmod: item.publishedAt.slice(0, 10) });
      if (page >= news.pages) break;
    }
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });
