'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { focusQuietly, planFocus } from './route-focus';

/** The page's heading: the first h1 in <main>. */
const heading = () => document.querySelector<HTMLElement>('main h1');

/**
 * Where a paged list starts: its visible heading, else its first link or button (the first new
 * item) — never the list itself, thousands of pixels tall, whose top would be out of view.
 */
function listStart(list: HTMLElement): HTMLElement {
  const title = list.querySelector<HTMLElement>('h2, h3');
  if (title && !title.classList.contains('visually-hidden')) return title;
  const first = [...list.querySelectorAll<HTMLElement>('a[href], button')].find((el) => !el.closest('nav.pagination'));
  return first ?? list;
}

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
      const list = nav?.closest<HTMLElement>('section');
      const target = list ? listStart(list) : heading();
      if (!target) return;
      focusQuietly(target);
      target.scrollIntoView({ block: 'center' });
      return;
    }
    if (plan.kind === 'keep' && !lost()) return;
    const h1 = heading();
    if (h1) focusQuietly(h1);
  }, [path, query]);

  return null;
}
