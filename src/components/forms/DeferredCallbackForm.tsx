'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * CallbackForm, hydrated when it comes near the viewport or is touched, its code fetched then
 * (shell/DeferredHydration.tsx): what a page renders; the island itself is in CallbackForm.tsx.
 */
export const CallbackForm = deferHydration('CallbackForm', () =>
  import('./CallbackForm').then((m) => m.CallbackFormIsland),
);
