'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * The empty catalogue's CarRequestForm, its code fetched when it is near the viewport or touched
 * (shell/DeferredHydration.tsx): the catalogue's client code no longer carries a form it rarely shows.
 */
export const CarRequestForm = deferHydration('CarRequestForm', () =>
  import('./CarRequestForm').then((m) => m.CarRequestForm),
);
