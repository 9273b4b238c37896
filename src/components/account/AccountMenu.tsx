import { API_ROUTES } from '@common/api-routes';
import './AccountMenu.css';
import { ROUTES } from '@common/constants';

import { Button } from '../ui/Button';
import { AccountMenuLink } from './AccountMenuLink';

type Item = { href: string; label: string };

/** Spec section 2: legal entities see Главная, Мои авто, Счета, Профиль; private persons no Счета. */
export function accountMenu(isLegalEntity: boolean): Item[] {
  return [
    { href: ROUTES.account, label: 'Главная' },
    { href: ROUTES.accountCars, label: 'Мои авто' },
    ...(isLegalEntity ? [{ href: ROUTES.accountBills, label: 'Счета' }] : []),
    { href: ROUTES.accountProfile, label: 'Профиль' },
  ];
}

export function AccountMenu({ isLegalEntity }: { isLegalEntity: boolean }) {
  return (
    <nav className="account-menu" aria-label="Личный кабинет">
      <ul className="account-menu__list">
        {accountMenu(isLegalEntity).map((item) => (
          <li key={item.href}>
            <AccountMenuLink href={item.href} label={item.label} />
          </li>
        ))}
      </ul>
      {/* A plain form: signing out works without JavaScript. */}
      <form method="post" action={API_ROUTES.logout} className="account-menu__logout">
        <Button type="submit" theme="ghost" size="md" icon="logout">
          Выйти
        </Button>
      </form>
    </nav>
  );
}
