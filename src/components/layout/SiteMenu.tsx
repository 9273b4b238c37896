'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

/**
 * The phone's menu: a details/summary that works without JavaScript. With it, following a link
 * closes the menu (it would cover the next page, WCAG 2.4.11) and Escape closes it, focus back on
 * its button. A client navigation closes it too (RouteFocus).
 */
export function SiteMenu({ children }: { children: ReactNode }) {
  const close = (details: HTMLDetailsElement) => {
    details.open = false;
  };
  return (
    <details
      className="site-menu"
      onClick={(event: MouseEvent<HTMLDetailsElement>) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) close(event.currentTarget);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDetailsElement>) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        close(event.currentTarget);
        event.currentTarget.querySelector('summary')?.focus();
      }}
    >
      {children}
    </details>
  );
}
