import { type CatalogQuery, catalogHref } from '@common/catalog-query';
import { AppLink } from '../shell/AppLink';

/** The pages to link: first, last, and two around the current one, with gaps between. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of list) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

/** Page links of the catalogue; each is a shareable URL with the same filters. */
export function Pagination({ query, pages }: { query: CatalogQuery; pages: number }) {
  if (pages <= 1) return null;
  const { page } = query;
  return (
    <nav className="pagination" aria-label="Страницы каталога">
      <ul className="pagination__list">
        {page > 1 ? (
          <li>
            <AppLink className="pagination__link" href={catalogHref(query, { page: page - 1 })} rel="prev">
              ← Назад
            </AppLink>
          </li>
        ) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="pagination__link pagination__link--current" aria-current="page">
                  {p}
                </span>
              ) : (
                <AppLink
                  className="pagination__link"
                  href={catalogHref(query, { page: p })}
                  aria-label={`Страница ${p}`}
                >
                  {p}
                </AppLink>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <AppLink className="pagination__link" href={catalogHref(query, { page: page + 1 })} rel="next">
              Дальше →
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
