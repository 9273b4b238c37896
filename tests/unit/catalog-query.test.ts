import {
  catalogHref,
  catalogSearch,
  filterCriteria,
  filterRequest,
  hasCriteria,
  parseCatalogQuery,
} from '@common/catalog-query';
import { describe, expect, it } from 'vitest';

describe('catalogue URL ↔ filter state', () => {
  it('reads repeated and comma-separated values, ranges, flags, sort and page', () => {
    const q = parseCatalogQuery(
      '?brand=kia&brand=haval&model=haval-jolion&vehicleType=suv&city=moskva,kazan&transmission=automatic&transmission=warp&priceFrom=1 000 000&priceTo=&yearFrom=2022&inProgram=on&sort=price_asc&page=3',
    );
    expect(q).toEqual({
      brand: ['kia', 'haval'],
      model: ['haval-jolion'],
      vehicleType: ['suv'],
      city: ['moskva', 'kazan'],
      transmission: ['automatic'],
      drive: [],
      body: [],
      priceFrom: 1_000_000,
      yearFrom: 2022,
      inProgram: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('drops junk instead of failing, swaps inverted ranges, and drops models without their brand', () => {
    const q = parseCatalogQuery(
      'brand=<script>&model=kia-rio&priceFrom=5000000&priceTo=1000000&yearTo=1800&sort=cheap&page=-2',
    );
    expect(q.brand).toEqual([]);
    expect(q.model).toEqual([]);
    expect([q.priceFrom, q.priceTo]).toEqual([1_000_000, 5_000_000]);
    expect(q.yearTo).toBeUndefined();
    expect(q.sort).toBe('popular');
    expect(q.page).toBe(1);
  });

  it('keeps only slugs the upstream accepts: a lone or leading dash is dropped, not a 500 upstream', () => {
    expect(parseCatalogQuery('brand=-&brand=-kia&brand=kia&city=--').brand).toEqual(['kia']);
    expect(parseCatalogQuery('city=--').city).toEqual([]);
  });

  it('writes a canonical URL that reads back to the same state', () => {
    const q = parseCatalogQuery('sort=year_desc&brand=kia&priceTo=3000000&body=sedan&page=1');
    expect(catalogSearch(q)).toBe('brand=kia&body=sedan&priceTo=3000000&sort=year_desc');
    expect(parseCatalogQuery(catalogSearch(q))).toEqual(q);
    expect(catalogHref(q, { page: 2 })).toBe('/catalog?brand=kia&body=sedan&priceTo=3000000&sort=year_desc&page=2');
    expect(catalogHref(parseCatalogQuery(''))).toBe('/catalog');
  });

  it('builds the upstream bodies', () => {
    const q = parseCatalogQuery('brand=kia&inProgram=true&yearFrom=2020&sort=newest&page=2');
    expect(filterCriteria(q)).toEqual({ brand: ['kia'], yearFrom: 2020, inProgram: true });
    expect(filterRequest(q)).toEqual({
      brand: ['kia'],
      yearFrom: 2020,
      inProgram: true,
      sort: 'newest',
      page: 2,
      perPage: 12,
    });
    expect(hasCriteria(q)).toBe(true);
    expect(hasCriteria(parseCatalogQuery('sort=newest&page=4'))).toBe(false);
  });
});
