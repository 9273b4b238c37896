'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * LeaseApplicationForm, hydrated when it comes near the viewport or is touched, its code fetched then
 * (shell/DeferredHydration.tsx): what a page renders; the island itself is in LeaseApplicationForm.tsx.
 */
export const LeaseApplicationForm = deferHydration('LeaseApplicationForm', () =>
  import('./LeaseApplicationForm').then((m) => m.LeaseApplicationFormIsland),
);
