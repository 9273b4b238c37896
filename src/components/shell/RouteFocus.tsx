'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { focusQuietly, planFocus } from './route-focus';

/** The page's heading: the first h1 in <main>. */
const heading = () => document.querySelector<HTMLElement>('main h1');

function lost() {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Moves focus after client navigations (route-focus.ts), closes the phone menu the link was in,
 * and remembers a pagination link's list. Renders nothing.
 */
export function RouteFocus() {
  const { path, query } = useRouter();
  const last = useRef({ path, query });
  const pagination = useRef<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const nav = link?.closest<HTMLElement>('nav.pagination');
      pagination.current = nav ? (nav.getAttribute('aria-label') ?? '') : null;
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    const plan = planFocus(last.current, { path, query }, pagination.current);
    last.current = { path, query };
    if (!plan) return;
    pagination.current = null;
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.site-menu[open]')) menu.open = false;
    if (plan.kind === 'list') {
      const nav = [...document.querySelectorAll<HTMLElement>('nav.pagination')].find(
        (n) => n.getAttribute('aria-label') === plan.label,
      );
      const list = nav?.closest<HTMLElement>('section') ?? heading();
      if (list) focusQuietly(list);
      return;
    }
    if (plan.kind === 'keep' && !lost()) return;
    const h1 = heading();
    if (h1) focusQuietly(h1);
  }, [path, query]);

  return null;
}
