'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * The phone's menu, hydrated at the visitor's first touch, key or focus on it, its code fetched
 * then (shell/DeferredHydration.tsx): a details/summary opens without JavaScript, and what the
 * code adds (the page behind made inert, Escape, closing when focus or a tap leaves) only matters
 * once it is open. A desktop, which shows the links in the header, never fetches it. The island
 * itself is in SiteMenu.tsx.
 */
export const SiteMenu = deferHydration(
  'SiteMenu',
  () => import('./SiteMenu').then((m) => m.SiteMenuIsland),
  'interaction',
);
