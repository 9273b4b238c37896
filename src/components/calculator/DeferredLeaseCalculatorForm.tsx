'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * LeaseCalculatorForm, hydrated when it comes near the viewport or is touched, its code fetched then
 * (shell/DeferredHydration.tsx): what a page renders; the island itself is in LeaseCalculatorForm.tsx.
 */
export const LeaseCalculatorForm = deferHydration('LeaseCalculatorForm', () =>
  import('./LeaseCalculatorForm').then((m) => m.LeaseCalculatorFormIsland),
);
