import { ROUTES } from '@common/constants';
import { newsHref, readNewsQuery } from '@common/news-query';
import { listNews, NEWS_PER_PAGE, newsCategories } from '@edge/upstream/news';
import { requestTransport } from '@edge/upstream/request';
import { PageHead } from '@src/components/layout/PageHead';
import { NewsCategories } from '@src/components/news/NewsCategories';
import { NewsGrid } from '@src/components/news/NewsGrid';
import { AppLink } from '@src/components/shell/AppLink';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { EmptyState } from '@src/components/ui/EmptyState';
import { Pagination } from '@src/components/ui/Pagination';
import { loadPageData } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';
import { unstable_redirect as redirect } from 'waku/router/server';

export default async function NewsPage({ query }: PageProps<'/news'>) {
  const { category, page } = readNewsQuery(query);
  const t = requestTransport();
  const loaded = await loadPageData(() =>
    Promise.all([
      listNews(t, { page, perPage: NEWS_PER_PAGE, categories: category ? [category] : [] }),
      newsCategories(t),
    ]),
  );
  if (!loaded.data) {
    return (
      <>
        <PageHead title="Новости" seoKey="news" noindex />
        <h1>Новости</h1>
        <DataUnavailable toast={loaded.toast} what="новости" />
      </>
    );
  }
  const [list, categories] = loaded.data;
  // A page past the end (an old link, a typed URL) is the last page, as in the catalogue.
  if (page > 1 && page > list.pages) redirect(newsHref(category, Math.max(1, list.pages)) as '/');
  const activeName = categories.find((c) => c.slug === category)?.name;
  return (
    <>
      <PageHead
        title="Новости"
        seoKey="news"
        description="Новости компании, акции, изменения законодательства и советы по лизингу."
        canonicalPath={newsHref(category, page)}
      />
      <h1>Новости</h1>
      <NewsCategories categories={categories} active={category} />
      {activeName ? <p className="visually-hidden">Рубрика: {activeName}</p> : null}
      {list.items.length ? (
        <NewsGrid items={list.items} firstInView />
      ) : (
        <EmptyState>
          <p>В этой рубрике пока нет новостей.</p>
          <AppLink href={ROUTES.news}>Все новости</AppLink>
        </EmptyState>
      )}
      <Pagination current={page} pages={list.pages} label="Страницы новостей" hrefFor={(p) => newsHref(category, p)} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
