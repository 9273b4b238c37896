'use client';

import './AccountMenu.css';
import { useRouter } from 'waku';
import { AppLink } from '../shell/AppLink';

/** A link of the account menu that marks the current page (aria-current) across client navigations. */
export function AccountMenuLink({ href, label }: { href: string; label: string }) {
  const { path } = useRouter();
  const current = path === href || (href !== '/account' && path.startsWith(`${href}/`));
  return (
    <AppLink href={href} className="account-menu__link" aria-current={current ? 'page' : undefined}>
      {label}
    </AppLink>
  );
}
