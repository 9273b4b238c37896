'use client';

import { deferHydration } from '@src/components/shell/DeferredHydration';
import { PublicForm, type PublicFormPage, type PublicFormTexts } from './PublicForm';

const TEXTS: PublicFormTexts = {
  title: 'Перезвоните мне',
  lead: 'Оставьте телефон — менеджер позвонит в рабочее время и ответит на вопросы о лизинге.',
  submitLabel: 'Жду звонка',
};

/** «Перезвоните мне» on the home page: the contacts and a comment. */
function CallbackFormIsland(page: PublicFormPage) {
  return <PublicForm kind="callback" {...page} {...TEXTS} />;
}

/** Hydrated when it comes near the viewport or is touched (shell/DeferredHydration.tsx). */
export const CallbackForm = deferHydration(CallbackFormIsland);
