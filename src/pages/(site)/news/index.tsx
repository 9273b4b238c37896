import { ROUTES } from '@common/constants';
import { formatNumber, plural } from '@common/format';
import { isNewsSearch, NEWS_SEARCH_MIN, newsHref, parseNewsQuery } from '@common/news-query';
import { filterNews, listNews, NEWS_PER_PAGE, newsCategories } from '@edge/upstream/news';
import { requestTransport } from '@edge/upstream/request';
import { PageHead } from '@src/components/layout/PageHead';
import { NewsCategories } from '@src/components/news/NewsCategories';
import { NewsGrid } from '@src/components/news/NewsGrid';
import { NewsSearch } from '@src/components/news/NewsSearch';
import { AppLink } from '@src/components/shell/AppLink';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { EmptyState } from '@src/components/ui/EmptyState';
import { Pagination } from '@src/components/ui/Pagination';
import { loadPageData } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';
import { unstable_redirect as redirect } from 'waku/router/server';

export default async function NewsPage({ query }: PageProps<'/news'>) {
  // Waku leaves `query` out when the URL has none.
  const criteria = parseNewsQuery(query ?? '');
  const { category, page } = criteria;
  const chosen = category ? [category] : [];
  // A search or a date range goes to the filter call; a category alone to the list.
  const searched = isNewsSearch(criteria);
  const t = requestTransport();
  const loaded = await loadPageData(() =>
    Promise.all([
      searched
        ? filterNews(t, {
            q: criteria.q.length >= NEWS_SEARCH_MIN ? criteria.q : undefined,
            dateFrom: criteria.from,
            dateTo: criteria.to,
            categories: chosen,
            page,
          })
        : listNews(t, { page, perPage: NEWS_PER_PAGE, categories: chosen }),
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
  if (page > 1 && page > list.pages) redirect(newsHref(criteria, Math.max(1, list.pages)) as '/');
  const activeName = categories.find((c) => c.slug === category)?.name;
  return (
    <>
      <PageHead
        title="Новости"
        seoKey="news"
        description="Новости компании, акции, изменения законодательства и советы по лизингу."
        canonicalPath={newsHref({ ...criteria, q: '', from: undefined, to: undefined })}
        noindex={searched || undefined}
      />
      <h1>Новости</h1>
      <NewsCategories categories={categories} active={category} />
      {activeName ? <p className="visually-hidden">Рубрика: {activeName}</p> : null}
      <NewsSearch query={criteria} searched={searched || criteria.q !== ''} />
      {criteria.q && criteria.q.length < NEWS_SEARCH_MIN ? (
        <p className="field__error">Для поиска введите не менее {NEWS_SEARCH_MIN} символов</p>
      ) : null}
      {searched ? (
        <p role="status">
          {list.total
            ? `Найдено: ${formatNumber(list.total)} ${plural(list.total, ['новость', 'новости', 'новостей'])}`
            : 'Ничего не найдено'}
        </p>
      ) : null}
      {list.items.length ? (
        <NewsGrid items={list.items} firstInView />
      ) : (
        <EmptyState>
          <p>
            {searched ? 'По этому запросу новостей нет. Измените слова или даты.' : 'В этой рубрике пока нет новостей.'}
          </p>
          <AppLink href={ROUTES.news}>Все новости</AppLink>
        </EmptyState>
      )}
      <Pagination current={page} pages={list.pages} label="Страницы новостей" hrefFor={(p) => newsHref(criteria, p)} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
