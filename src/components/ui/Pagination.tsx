import './Pagination.css';
import { AppLink } from '../shell/AppLink';

/** Page numbers to show: the first, the last and one on each side of the current one; gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, page] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev > 1) out.push(null);
    out.push(page);
  }
  return out;
}

type PaginationProps = {
  current: number;
  pages: number;
  /** The link of a page number (page 1 without the parameter, so it has one URL). */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation, e.g. «Страницы каталога». */
  label: string;
};

/** Links to the pages of a list; works without JavaScript, the current page is marked for screen readers. */
export function Pagination({ current, pages, hrefFor, label }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list pill-list">
        {current > 1 ? (
          <li>
            <AppLink href={hrefFor(current - 1)} className="pagination__link pill" rel="prev">
              ← Назад
            </AppLink>
          </li>
        ) : null}
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <AppLink
                href={hrefFor(page)}
                className={
                  page === current
                    ? 'pagination__link pagination__link--current pill pill--current'
                    : 'pagination__link pill'
                }
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Страница ${page}`}
              >
                {page}
              </AppLink>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <AppLink href={hrefFor(current + 1)} className="pagination__link pill" rel="next">
              Вперёд →
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
