'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';

/**
 * QuestionForm, hydrated when it comes near the viewport or is touched, its code fetched then
 * (shell/DeferredHydration.tsx): what a page renders; the island itself is in QuestionForm.tsx.
 */
export const QuestionForm = deferHydration('QuestionForm', () =>
  import('./QuestionForm').then((m) => m.QuestionFormIsland),
);
