import { ROUTES } from '@common/constants';
import { NEWS_SEARCH_MAX, NEWS_SEARCH_MIN, type NewsQuery } from '@common/news-query';
import { DateRangeFilter, FilterOption, TableFilters } from '../account/TableFilters';
import { FormUrlSync } from '../forms/FormUrlSync';
import { PlainInput } from '../forms/PlainControls';
import { AppLink } from '../shell/AppLink';
import { Button } from '../ui/Button';

/**
 * The news search: words and a date range in a GET form, so a search is an address (shared,
 * bookmarked, working without JavaScript). The chosen category goes along.
 */
export function NewsSearch({ query, searched }: { query: NewsQuery; searched: boolean }) {
  return (
    <TableFilters action={ROUTES.news} label="Поиск по новостям" autoComplete="off">
      <FormUrlSync />
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      <FilterOption label="Поиск">
        <PlainInput
          type="search"
          name="q"
          defaultValue={query.q}
          minLength={NEWS_SEARCH_MIN}
          maxLength={NEWS_SEARCH_MAX}
          placeholder="Например, налоги"
        />
      </FilterOption>
      <DateRangeFilter from={query.from} to={query.to} />
      <Button type="submit" size="md" theme="secondary">
        Найти
      </Button>
      {searched ? (
        <AppLink href={query.category ? `${ROUTES.news}?category=${query.category}` : ROUTES.news}>Сбросить</AppLink>
      ) : null}
    </TableFilters>
  );
}
