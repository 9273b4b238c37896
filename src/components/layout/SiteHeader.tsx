import './SiteHeader.css';
import { ROUTES } from '@common/constants';
import { SITE_NAME } from '@src/lib/site';
import { AppLink } from '../shell/AppLink';
import { Icon } from '../ui/Icon';
import { SiteMenu } from './SiteMenu';
import { SiteNavLink } from './SiteNavLink';

const NAV = [
  { href: ROUTES.catalog, label: 'Каталог' },
  { href: ROUTES.credit, label: 'Кредит' },
  { href: ROUTES.tradeIn, label: 'Trade-in' },
  { href: ROUTES.news, label: 'Новости' },
  { href: ROUTES.about, label: 'О компании' },
  { href: ROUTES.contacts, label: 'Контакты' },
] as const;

function NavList() {
  return (
    <ul className="site-nav__list">
      {NAV.map((item) => (
        <li key={item.href}>
          <SiteNavLink href={item.href} label={item.label} />
        </li>
      ))}
    </ul>
  );
}

/** Header of the default and account layouts; the menu works without JavaScript (details/summary). */
export function SiteHeader({
  accountHref = ROUTES.login,
  accountLabel = 'Войти',
  showAccount = true,
}: {
  accountHref?: string;
  accountLabel?: string;
  /** False while a public setting hides the private routes: the link would lead to a 404. */
  showAccount?: boolean;
}) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <AppLink href="/" className="site-header__logo" aria-label={`${SITE_NAME} — на главную`}>
          <Icon name="car" size="lg" />
          <span>{SITE_NAME}</span>
        </AppLink>
        <nav className="site-nav" aria-label="Основное меню">
          <NavList />
        </nav>
        {/* Phones get the same links behind a button that works without JavaScript. */}
        <SiteMenu>
          <summary className="site-menu__toggle" aria-label="Меню">
            <Icon name="menu" size="md" />
          </summary>
          <nav aria-label="Основное меню">
            <NavList />
          </nav>
        </SiteMenu>
        {showAccount ? (
          <AppLink href={accountHref} className="site-header__account" aria-label={accountLabel}>
            <Icon name="user" size="md" />
            {accountLabel === 'Личный кабинет' ? (
              <>
                <span className="site-header__account-long">{accountLabel}</span>
                <span className="site-header__account-short">Кабинет</span>
              </>
            ) : (
              <span>{accountLabel}</span>
            )}
          </AppLink>
        ) : null}
      </div>
    </header>
  );
}
