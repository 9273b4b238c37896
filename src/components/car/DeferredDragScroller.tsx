'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * DragScroller, hydrated when a mouse comes over it or it is touched or focused, its code fetched
 * then (shell/DeferredHydration.tsx): swiping and arrow keys scroll the strip natively, so a phone
 * never needs the drag code, and a mouse wakes it on its way in, before the drag. The island
 * itself is in DragScroller.tsx.
 */
export const DragScroller = deferHydration(
  'DragScroller',
  () => import('./DragScroller').then((m) => m.DragScrollerIsland),
  'interaction',
);
