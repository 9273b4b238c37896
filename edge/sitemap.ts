/** One sitemap file holds at most this many URLs (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = { loc: string; lastmod?: string };

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A `<urlset>` of `urls`. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` naming `/sitemap-1.xml` … `/sitemap-{files}.xml` of `site`. */
export function sitemapIndexXml(site: string, files: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: files },
      (_, i) => `  <sitemap><loc>${escapeXml(`${site}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * What `/sitemap.xml` (file 0) or `/sitemap-{n}.xml` answers for `urls`: one urlset while they fit
 * in one file, else an index and its numbered files; null for a file that does not exist.
 */
export function sitemapFile(
  site: string,
  urls: readonly SitemapUrl[],
  file: number,
  max = SITEMAP_MAX_URLS,
): string | null {
  const files = Math.ceil(urls.length / max);
  if (file === 0) return files <= 1 ? urlsetXml(urls) : sitemapIndexXml(site, files);
  if (files <= 1 || file > files) return null;
  return urlsetXml(urls.slice((file - 1) * max, file * max));
}
