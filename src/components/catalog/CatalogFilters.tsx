import './filters.css';
import { type CatalogQuery, catalogSearch, PRICE_LIMIT, SORT_LABELS, SORTS, YEAR_MAX } from '@common/catalog-query';
import type { CarFacets } from '@edge/upstream/cars';
import { FieldShell } from '../forms/FieldShell';
import { PlainSelect } from '../forms/PlainControls';
import { AppLink } from '../shell/AppLink';
import { FilterForm } from './DeferredFilterForm';
import { FilterGroup } from './FilterGroup';
import { FilterPanel } from './FilterPanel';
import { RangeGroup } from './RangeGroup';

type Props = {
  query: CatalogQuery;
  facets: CarFacets;
  total: number;
  /** Names of brands by slug, for a chosen brand the facets no longer list. */
  brandNames?: ReadonlyMap<string, string>;
  /** Folded on phones (the server knows the device class from the viewport cookie). */
  open: boolean;
};

/** The filter panel: sort, brand → model, type, ranges, city, transmission, drive, body, programme. */
export function CatalogFilters({ query, facets, total, brandNames, open }: Props) {
  // Model labels already carry the brand («Kia Rio»); models show only for the chosen brands.
  const models = facets.model.filter((f) => query.brand.some((brand) => f.value.startsWith(`${brand}-`)));
  return (
    <FilterPanel open={open}>
      <summary className="catalog-filters__summary">Фильтры и сортировка</summary>
      {/* Keyed by the URL: a navigation renders the form anew with its inputs from the URL, while
          the panel (open or folded by the visitor) stays as it is. */}
      <FilterForm key={catalogSearch(query)} total={total}>
        <FieldShell id="catalog-sort" label="Сортировка">
          <PlainSelect id="catalog-sort" name="sort" defaultValue={query.sort}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </PlainSelect>
        </FieldShell>
        <FilterGroup name="brand" legend="Марка" facets={facets.brand} selected={query.brand} labels={brandNames} />
        <FilterGroup
          name="model"
          legend="Модель"
          facets={models}
          selected={query.model}
          empty={query.brand.length ? 'Нет моделей' : 'Сначала выберите марку'}
        />
        <FilterGroup name="vehicleType" legend="Тип техники" facets={facets.vehicleType} selected={query.vehicleType} />
        <RangeGroup
          legend="Цена"
          unit="₽"
          from={{ name: 'priceFrom', value: query.priceFrom }}
          to={{ name: 'priceTo', value: query.priceTo }}
          range={facets.price}
          max={PRICE_LIMIT}
        />
        <RangeGroup
          legend="Год выпуска"
          from={{ name: 'yearFrom', value: query.yearFrom }}
          to={{ name: 'yearTo', value: query.yearTo }}
          range={facets.year}
          max={YEAR_MAX}
          plain
        />
        <FilterGroup name="city" legend="Город" facets={facets.city} selected={query.city} />
        <FilterGroup
          name="transmission"
          legend="Коробка передач"
          facets={facets.transmission}
          selected={query.transmission}
        />
        <FilterGroup name="drive" legend="Привод" facets={facets.drive} selected={query.drive} />
        <FilterGroup name="body" legend="Кузов" facets={facets.body} selected={query.body} />
        <div className="filter-toggle">
          <input type="checkbox" id="filter-inProgram" name="inProgram" value="true" defaultChecked={query.inProgram} />
          <label htmlFor="filter-inProgram">Только по спецпрограмме</label>
        </div>
      </FilterForm>
      <AppLink href="/catalog" className="catalog-filters__reset">
        Сбросить фильтры
      </AppLink>
    </FilterPanel>
  );
}
