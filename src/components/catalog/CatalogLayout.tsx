import './catalog-page.css';
import type { ReactNode } from 'react';

/**
 * The catalogue page under its heading: how many cars were found, then the filter panel beside
 * the results (above them on a phone). The results' cards sit in `CardGrid` with `catalog__grid`.
 */
export function CatalogLayout({
  total,
  filters,
  children,
}: {
  total: string;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <p className="catalog__total" id="catalog-total">
        {total}
      </p>
      <div className="catalog__layout">
        {filters}
        <section className="catalog__results" aria-labelledby="catalog-results-title">
          <h2 id="catalog-results-title" className="visually-hidden">
            Автомобили
          </h2>
          {children}
        </section>
      </div>
    </>
  );
}
