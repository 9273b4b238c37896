'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * BookingForm, hydrated when it comes near the viewport or is touched, its code fetched then
 * (shell/DeferredHydration.tsx): what a page renders; the island itself is in BookingForm.tsx.
 */
export const BookingForm = deferHydration('BookingForm', () =>
  import('./BookingForm').then((m) => m.BookingFormIsland),
);
