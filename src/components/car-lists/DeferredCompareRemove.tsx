'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * A comparison column's «Убрать», hydrated at the visitor's first touch, key or focus on it, its code
 * fetched then (as a card's list buttons, DeferredCarListToggles.tsx): it is a plain form that works
 * before that, and a press made while the code loads is made again by the island. The island is
 * CompareRemove.tsx.
 */
export const CompareRemove = deferHydration(
  'CompareRemove',
  () => import('./CompareRemove').then((m) => m.CompareRemove),
  'interaction',
);
