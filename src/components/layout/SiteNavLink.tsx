'use client';

import { useRouter } from 'waku';
import { AppLink } from '../shell/AppLink';

/** A link of the site's main menu that marks the section being shown (aria-current) across client navigations. */
export function SiteNavLink({ href, label }: { href: string; label: string }) {
  const { path } = useRouter();
  const current = path === href || path.startsWith(`${href}/`);
  return (
    <AppLink href={href} className="site-nav__link" aria-current={current ? 'page' : undefined}>
      {label}
    </AppLink>
  );
}
