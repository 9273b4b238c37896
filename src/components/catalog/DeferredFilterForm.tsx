'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * FilterForm, hydrated when it comes near the viewport or is touched, its code fetched then
 * (shell/DeferredHydration.tsx): what a page renders; the island itself is in FilterForm.tsx.
 */
export const FilterForm = deferHydration('FilterForm', () => import('./FilterForm').then((m) => m.FilterFormIsland));
