import { carPath, newsItemPath, ROUTES } from '@common/constants';
import { PUBLIC_PAGES } from '@common/pages';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SiteContext, SiteEnv } from '../context';
import { type SitemapUrl, sitemapFile } from '../sitemap';
import { cachedCall } from '../upstream/cached-call';
import { transportFor } from '../upstream/context';
import { cachedPublic } from '../upstream/public-cache';

/** How long the sitemap's URL list is kept (its pages' calls are public data of 30 s each). */
const SITEMAP_TTL_MS = 5 * 60_000;

/** Public pages listed in the sitemap besides every car and news item (the one page list). */
const SITEMAP_PATHS = PUBLIC_PAGES.filter((page) => page.inSitemap).map((page) => page.route);
/** Bounds the upstream work of one sitemap (48 per page × 40 pages ≈ 1900 entries per kind). */
const MAX_PAGES = 40;

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), pages: z.int().check(z.nonnegative()) });
const carPage = pageOf(z.object({ slug: z.string().check(z.regex(/^[a-z0-9-]+$/)) }));
const newsPage = pageOf(z.object({ code: z.string().check(z.regex(/^[a-z0-9-]+$/)), publishedAt: z.string() }));

/** Every page's answers of one list, the first read alone (it says how many), the rest in parallel. */
async function allPages<T>(read: (page: number) => Promise<{ items: T[]; pages: number }>): Promise<T[]> {
  const first = await read(1);
  const count = Math.min(first.pages, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, count - 1) }, (_, i) => read(i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

/** Every URL of the sitemap: the listed pages, each car and news item (cars and news in parallel). */
async function sitemapUrls(c: SiteContext): Promise<SitemapUrl[]> {
  const site = c.var.config.PUBLIC_SITE_URL.replace(/\/$/, '');
  const t = transportFor(c, null);
  const [cars, news] = await Promise.all([
    allPages((page) =>
      cachedCall(t, '/api/v1/cars/filter', carPage, { method: 'POST', json: { page, perPage: 48, sort: 'newest' } }),
    ),
    allPages((page) => cachedCall(t, '/api/v1/news', newsPage, { query: { page, perPage: 48 } })),
  ]);
  return [
    ...SITEMAP_PATHS.map((path) => ({ loc: `${site}${path}` })),
    ...cars.map((car) => ({ loc: `${site}${carPath(car.slug)}` })),
    ...news.map((item) => ({ loc: `${site}${newsItemPath(item.code)}`, lastmod: item.publishedAt.slice(0, 10) })),
  ];
}

/** /sitemap.xml (file 0: the urlset, or the index past SITEMAP_MAX_URLS) and its numbered files. */
async function sitemapAnswer(c: SiteContext, file: number): Promise<Response> {
  const site = c.var.config.PUBLIC_SITE_URL.replace(/\/$/, '');
  // The whole list is public data, kept like the calls it is made of (crawlers ask for every file).
  const urls = await cachedPublic(`sitemap ${site}`, () => sitemapUrls(c), SITEMAP_TTL_MS);
  const body = sitemapFile(site, urls, file);
  if (body === null) return c.text('Не найдено', 404);
  return c.body(body, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  });
}

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
  .get('/sitemap.xml', (c) => sitemapAnswer(c, 0))
  .get('/:file{sitemap-[1-9][0-9]{0,3}\\.xml}', (c) => sitemapAnswer(c, Number(c.req.param('file').slice(8, -4))));
