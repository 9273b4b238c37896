import { catalogHref, filterRequest, hasCriteria, parseCatalogQuery } from '@common/catalog-query';
import { ROUTES } from '@common/constants';
import { formatNumber, plural } from '@common/format';
import { currentCarLists } from '@edge/car-lists/cookie';
import { requestContext } from '@edge/context';
import { filterCars } from '@edge/upstream/cars';
import { getBrands, getCities, getVehicleTypes } from '@edge/upstream/reference';
import { requestTransport } from '@edge/upstream/request';
import { CarListsNav } from '@src/components/car-lists/CarListsNav';
import { CarCard } from '@src/components/catalog/CarCard';
import { CatalogEmpty } from '@src/components/catalog/CatalogEmpty';
import { CatalogFilters } from '@src/components/catalog/CatalogFilters';
import { CatalogLayout } from '@src/components/catalog/CatalogLayout';
import { publicFormPage } from '@src/components/forms/form-initial';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { CardGrid } from '@src/components/ui/CardGrid';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { Pagination } from '@src/components/ui/Pagination';
import { loadPageData } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';
import { unstable_redirect as redirect } from 'waku/router/server';

/** Phones and small tablets get the filter panel folded above the list. */
const FOLDED = new Set(['mobile', 'mobileLg', 'tablet']);

export default async function CatalogPage({ query: rawQuery }: PageProps<'/catalog'>) {
  // Waku leaves `query` out when the URL has none.
  const query = parseCatalogQuery(rawQuery ?? '');
  const t = requestTransport();
  const loaded = await loadPageData(() => filterCars(t, filterRequest(query)));
  if (!loaded.data) {
    return (
      <div className="catalog">
        <PageHead title="Каталог автомобилей в лизинг" seoKey="catalog" noindex />
        <h1 className="catalog__title">Каталог автомобилей</h1>
        <DataUnavailable toast={loaded.toast} what="автомобили" />
      </div>
    );
  }
  const result = loaded.data;
  const empty = result.total === 0;
  // A page past the end (an old link, a typed URL) is the last page, not «страница 9999 из 9» over nothing.
  if (query.page > 1 && query.page > result.pages)
    redirect(catalogHref(query, { page: Math.max(1, result.pages) }) as '/');
  // Reference lists serve only the empty state (its request form, names of chosen brands): one
  // upstream call for a normal catalogue page keeps it fast.
  // They only enrich the request form: a 429/500 leaves its selects empty (the form still sends).
  const lists = empty
    ? await loadPageData(() => Promise.all([getBrands(t), getVehicleTypes(t), getCities(t)]))
    : undefined;
  const [brands, vehicleTypes, cities] = lists?.data ?? [[], [], []];
  const breakpoint = requestContext()?.var.breakpoint ?? 'desktop';
  // The visitor's lists (a cookie of ours: the page is rendered for them, never from the guest cache).
  const carLists = currentCarLists();
  const back = catalogHref(query);
  const brandName = brands.find((b) => b.slug === query.brand[0])?.name;
  const found = empty
    ? 'Ничего не найдено'
    : `${formatNumber(result.total)} ${plural(result.total, ['автомобиль', 'автомобиля', 'автомобилей'])}`;
  return (
    <div className="catalog">
      <PageHead
        title="Каталог автомобилей в лизинг"
        description="Автомобили и спецтехника в лизинг для частных лиц и компаний: цены, платёж в месяц, фильтры по марке, типу и городу."
        seoKey="catalog"
        canonicalPath={query.page > 1 ? catalogHref(query) : ROUTES.catalog}
        noindex={hasCriteria(query) || undefined}
        prefix={query.page > 1 ? `Страница ${query.page}.` : undefined}
      />
      <h1 className="catalog__title">Каталог автомобилей</h1>
      <CarListsNav lists={carLists} />
      {lists?.toast ? <ServerToast message={lists.toast} /> : null}
      <CatalogLayout
        total={result.pages > 1 ? `${found}, страница ${query.page} из ${result.pages}` : found}
        filters={
          <CatalogFilters
            query={query}
            facets={result.facets}
            total={result.total}
            brandNames={new Map(brands.map((b) => [b.slug, b.name]))}
            open={!FOLDED.has(breakpoint)}
          />
        }
      >
        {empty ? (
          <CatalogEmpty
            {...publicFormPage('car-request', catalogHref(query))}
            vehicleTypes={vehicleTypes.map((v) => ({ value: v.slug, label: v.name }))}
            cities={cities.map((c) => ({ value: c.slug, label: c.name }))}
            defaults={{
              brand: brandName ?? '',
              vehicleType: query.vehicleType[0] ?? '',
              city: query.city[0] ?? '',
              budget: query.priceTo ? String(query.priceTo) : '',
            }}
          />
        ) : (
          <CardGrid items={result.items} keyOf={(car) => car.id} className="catalog__grid">
            {(car, index) => <CarCard car={car} first={index === 0} lists={{ ...carLists, back }} />}
          </CardGrid>
        )}
        <Pagination
          current={query.page}
          pages={result.pages}
          label="Страницы каталога"
          hrefFor={(page) => catalogHref(query, { page })}
        />
      </CatalogLayout>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
