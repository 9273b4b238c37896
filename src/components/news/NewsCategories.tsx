import './NewsCategories.css';
import { ROUTES } from '@common/constants';
import type { NewsCategory } from '@edge/upstream/news';
import { AppLink } from '../shell/AppLink';

/** The category filter as links, so it works without JavaScript and each filter has its URL. */
export function NewsCategories({ categories, active }: { categories: NewsCategory[]; active: string | null }) {
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const items = [{ slug: null, name: 'Все новости', count: total }, ...categories];
  return (
    <nav className="chips" aria-label="Рубрики новостей">
      <ul className="pill-list">
        {items.map((c) => {
          const current = c.slug === active;
          return (
            <li key={c.slug ?? 'all'}>
              <AppLink
                href={c.slug ? `${ROUTES.news}?category=${encodeURIComponent(c.slug)}` : ROUTES.news}
                className={current ? 'chip pill pill--current' : 'chip pill'}
                aria-current={current ? 'page' : undefined}
              >
                {c.name}
                <span className="chip__count"> {c.count}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
