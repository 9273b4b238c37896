'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import { navigationStore } from './navigation-store';

/** The route part of a location the router renders by: path and query, not the hash. */
const routeKey = (path: string, query: string) => `${path}?${query}`;

/**
 * Back and forward (popstate) are navigations no link starts, so no link reports them: this
 * reports one to the loading bar from the moment the browser moves to another route until the
 * router renders it (spec section 4: the bar runs from page-loading start to end).
 */
export function useHistoryNavigationProgress() {
  const { path, query } = useRouter();
  const rendered = routeKey(path, query);
  const current = useRef(rendered);
  const awaiting = useRef(false);

  useEffect(() => {
    current.current = rendered;
    if (!awaiting.current) return;
    awaiting.current = false;
    navigationStore.done();
  }, [rendered]);

  useEffect(() => {
    const onPopState = () => {
      const next = new URL(window.location.href);
      const target = routeKey(next.pathname, next.search.replace(/^\?/, ''));
      // A hash change within the page, or a step back to the route on screen, loads nothing.
      if (target === current.current) return;
      // Already reported, unless a failed page (navigationStore.fail) has reset the count since.
      if (awaiting.current && navigationStore.get().pending > 0) return;
      awaiting.current = true;
      navigationStore.start();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (awaiting.current) navigationStore.done();
      awaiting.current = false;
    };
  }, []);
}
