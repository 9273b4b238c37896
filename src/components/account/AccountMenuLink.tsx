'use client';

import './AccountMenu.css';
import { useEffect } from 'react';
import { useRouter } from 'waku';
import { AppLink } from '../shell/AppLink';

/**
 * Brings the current tab into view when the phone's one-row menu scrolls sideways (the page
 * itself never scrolls for it: only the row's scrollLeft changes). Not while focus is in the row:
 * a keyboard user who tabbed there before the island hydrated keeps the focused tab in view
 * (WCAG 2.4.11; the browser already scrolled the row to it).
 */
function revealCurrentTab() {
  const link = document.querySelector<HTMLElement>('.account-menu__link[aria-current="page"]');
  const row = link?.closest('ul');
  if (!link || !row || row.scrollWidth <= row.clientWidth || row.contains(document.activeElement)) return;
  const tab = link.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  if (tab.left < box.left || tab.right > box.right) row.scrollLeft += tab.left - box.left;
}

/** A link of the account menu that marks the current page (aria-current) across client navigations. */
export function AccountMenuLink({ href, label }: { href: string; label: string }) {
  const { path } = useRouter();
  const current = path === href || (href !== '/account' && path.startsWith(`${href}/`));
  useEffect(() => {
    if (current) revealCurrentTab();
  }, [current]);
  return (
    <AppLink href={href} className="account-menu__link" aria-current={current ? 'page' : undefined}>
      {label}
    </AppLink>
  );
}
