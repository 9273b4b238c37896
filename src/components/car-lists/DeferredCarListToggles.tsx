'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * A card's list buttons, hydrated at the visitor's first touch, key or focus on them, their code
 * fetched then (shell/DeferredHydration.tsx): a catalogue page shows two dozen cards, and their
 * buttons are plain forms that work before that. A press made while the code loads is made again
 * by the island, so it answers without a reload all the same. The island is CarListToggles.tsx.
 */
export const CarListToggles = deferHydration(
  'CarListToggles',
  () => import('./CarListToggles').then((m) => m.CarListToggles),
  'interaction',
);
