import { ROUTES } from '../../lib/constants';
import { SITE_NAME } from '../../lib/site';
import { AppLink } from '../shell/AppLink';
import { Icon } from '../ui/Icon';

const NAV = [
  { href: ROUTES.catalog, label: 'Каталог' },
  { href: ROUTES.credit, label: 'Кредит' },
  { href: ROUTES.tradeIn, label: 'Trade-in' },
  { href: ROUTES.news, label: 'Новости' },
  { href: ROUTES.about, label: 'О компании' },
  { href: ROUTES.contacts, label: 'Контакты' },
] as const;

/** Header of the default and account layouts; the menu works without JavaScript (details/summary). */
export function SiteHeader({
  accountHref = ROUTES.login,
  accountLabel = 'Войти',
}: {
  accountHref?: string;
  accountLabel?: string;
}) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <AppLink href="/" className="site-header__logo" aria-label={`${SITE_NAME} — на главную`}>
          <Icon name="car" size="lg" />
          <span>{SITE_NAME}</span>
        </AppLink>
        <details className="site-nav">
          <summary className="site-nav__toggle" aria-label="Меню">
            <Icon name="menu" size="md" />
          </summary>
          <nav aria-label="Основное меню">
            <ul className="site-nav__list">
              {NAV.map((item) => (
                <li key={item.href}>
                  <AppLink href={item.href} className="site-nav__link">
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <AppLink href={accountHref} className="site-header__account">
          <Icon name="user" size="md" />
          <span>{accountLabel}</span>
        </AppLink>
      </div>
    </header>
  );
}
