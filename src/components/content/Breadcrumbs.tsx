import './Breadcrumbs.css';
import { AppLink } from '../shell/AppLink';

export type Crumb = { href?: string; label: string };

/** «Главная / Новости / …»: the last crumb is the current page and not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Навигационная цепочка">
      <ol className="breadcrumbs__list">
        {items.map((item) => (
          <li key={item.label} className="breadcrumbs__item">
            {item.href ? (
              <AppLink href={item.href} className="breadcrumbs__link">
                {item.label}
              </AppLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
