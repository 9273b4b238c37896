import { pagePath } from '@common/page-path';
import { siteAddress } from '@common/site-address';
import { requestContext } from '@edge/context';
import { requestTransport } from '@edge/upstream/request';
import { getSeoData, type SeoKey } from '@edge/upstream/seo';
import { loadPageData } from '@src/lib/page-data';
import { pageTitle, SITE_NAME } from '@src/lib/site';

type PageHeadProps = {
  title: string;
  description?: string;
  /** The route's key in the upstream's SEO data; its title and description win over the page's. */
  seoKey?: SeoKey;
  /** Absolute or site-relative image for Open Graph. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** Canonical path when it is not the requested path (e.g. without filters). */
  canonicalPath?: string;
  noindex?: boolean;
  /**
   * Put before the title whatever names it («Шаг 2 из 3.», «Страница 2.»): a page's states that
   * share one address or route get titles of their own (WCAG 2.4.2; issue 34).
   */
  prefix?: string;
};

/**
 * Title, description, canonical URL and Open Graph of a page (Waku hoists them into <head>):
 * from the upstream's SEO data when the route has it, else from the page's own data.
 */
export async function PageHead({
  title,
  description,
  seoKey,
  image,
  type = 'website',
  canonicalPath,
  noindex,
  prefix,
}: PageHeadProps) {
  const c = requestContext();
  // SEO data only refines the head: a 429/500 falls back to the page's own title (the page shows the toast).
  const seo = seoKey && c ? (await loadPageData(() => getSeoData(requestTransport(), seoKey))).data : undefined;
  const named = seo?.title ?? pageTitle(title);
  const fullTitle = prefix ? `${prefix} ${named}` : named;
  const text = seo?.description ?? description;
  const siteUrl = c?.var.config.PUBLIC_SITE_URL ?? '';
  const path = canonicalPath ?? (c ? pagePath(new URL(c.req.url)) : '/');
  // The path may be any text a request names (`//..%2fx`): siteAddress never throws nor leaves the site.
  const canonical = siteAddress(path, siteUrl);
  const imageUrl = image ? siteAddress(image, siteUrl) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
      {seo?.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={fullTitle} />
      {text ? <meta property="og:description" content={text} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="ru_RU" />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
    </>
  );
}
