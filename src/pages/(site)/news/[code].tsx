import { ROUTES } from '@common/constants';
import { siteAddress } from '@common/site-address';
import { requestContext } from '@edge/context';
import { findNewsByCode, similarNews } from '@edge/upstream/news';
import { requestTransport } from '@edge/upstream/request';
import { Breadcrumbs } from '@src/components/content/Breadcrumbs';
import { PageHead } from '@src/components/layout/PageHead';
import { NewsArticle } from '@src/components/news/NewsArticle';
import { NewsGrid } from '@src/components/news/NewsGrid';
import { JsonLd } from '@src/components/seo/JsonLd';
import { ServerToast } from '@src/components/shell/ServerToast';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { loadPageData } from '@src/lib/page-data';
import { SITE_NAME } from '@src/lib/site';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';

const CODE = /^[a-z0-9-]{1,200}$/;

export default async function NewsItemPage({ code }: PageProps<'/news/[code]'>) {
  if (!CODE.test(code)) notFound();
  const t = requestTransport();
  const loaded = await loadPageData(() => findNewsByCode(t, code));
  if (loaded.toast) {
    return (
      <>
        <PageHead title="Новость" noindex />
        <h1>Новость</h1>
        <DataUnavailable toast={loaded.toast} what="новость" />
      </>
    );
  }
  const article = loaded.data;
  if (!article) notFound();
  const more = await loadPageData(() => similarNews(t, article.id, 3));
  const similar = more.data ?? [];
  const siteUrl = requestContext()?.var.config.PUBLIC_SITE_URL ?? 'http://localhost';
  const url = siteAddress(`${ROUTES.news}/${article.code}`, siteUrl);
  const image = article.image ? siteAddress(article.image.src, siteUrl) : undefined;
  return (
    <>
      <PageHead
        title={article.seoTitle}
        description={article.seoDescription}
        type="article"
        image={article.image?.src}
      />
      {more.toast ? <ServerToast message={more.toast} /> : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.seoDescription,
          datePublished: article.publishedAt,
          articleSection: article.category.name,
          mainEntityOfPage: url,
          ...(image ? { image: [image] } : {}),
          author: { '@type': 'Organization', name: SITE_NAME },
          publisher: { '@type': 'Organization', name: SITE_NAME },
        }}
      />
      <Breadcrumbs
        items={[
          { href: ROUTES.home, label: 'Главная' },
          { href: ROUTES.news, label: 'Новости' },
          { label: article.title },
        ]}
      />
      <NewsArticle article={article} />
      {similar.length ? (
        <section className="page-section" aria-labelledby="similar-news-title">
          <h2 id="similar-news-title" className="section-title">
            Похожие новости
          </h2>
          <NewsGrid items={similar} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
