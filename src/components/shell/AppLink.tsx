'use client';

import { MAX_CONCURRENT_ROUTE_PRELOADS } from '@common/constants';
import { buildState } from '@src/lib/build-state';
import { createPreloadQueue } from '@src/lib/preload-queue';
import { type AnchorHTMLAttributes, type ReactNode, useEffect } from 'react';
import { Link } from 'waku';
import { useNavigationStatus_UNSTABLE } from 'waku/router/client';
import { unstable_parseRoute as parseRoute, useRouterCache_UNSTABLE as useRouterCache } from 'waku/router/client-core';
import { navigationStore } from './navigation-store';

const preloads = createPreloadQueue(MAX_CONCURRENT_ROUTE_PRELOADS);

/** Reports the enclosing Link's pending navigation to the loading bar. */
function PendingReporter() {
  const { pending } = useNavigationStatus_UNSTABLE();
  useEffect(() => {
    if (!pending) return;
    navigationStore.start();
    return () => navigationStore.done();
  }, [pending]);
  return null;
}

type AppLinkProps = { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * Internal link: client navigation with the loading bar, prefetch on hover or focus through a
 * queue of at most 4, and a full page load once a newer build is deployed.
 */
export function AppLink({ href, children, onClick, ...rest }: AppLinkProps) {
  const cache = useRouterCache();
  const prefetch = () => {
    if (buildState.stale) return;
    const route = parseRoute(new URL(href, window.location.href));
    preloads.add(href, async () => {
      cache.prefetchRoute(route);
      await cache.getPrefetch(route)?.promise;
    });
  };
  return (
    <Link
      // Internal paths only; the typed-routes file Waku generates at build narrows `to` further.
      to={href as `/${string}`}
      {...rest}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && buildState.stale) {
          event.preventDefault();
          window.location.assign(href);
        }
      }}
    >
      <PendingReporter />
      {children}
    </Link>
  );
}
