'use client';

import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';

/**
 * The phone's menu: a details/summary that works without JavaScript. With it, the panel never
 * covers a focused element (WCAG 2.4.11): while it is open the page under it is `inert`, and it
 * closes when focus leaves it, on Escape and on a tap outside (site-menu-open.ts, whose code comes
 * at the first opening). A client navigation closes it too (RouteFocus).
 */
export function SiteMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened by a tap before the page hydrated: that toggle event is gone, the panel is open.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    const menu = ref.current;
    if (!open || !menu) return;
    let undo: (() => void) | undefined;
    let closed = false;
    import('./site-menu-open')
      .then(({ holdOpenMenu }) => {
        // Closed again before the code came: nothing to hold.
        if (!closed && menu.open) undo = holdOpenMenu(menu);
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      undo?.();
    };
  }, [open]);

  return (
    <details
      ref={ref}
      className="site-menu"
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
    >
      {children}
    </details>
  );
}
