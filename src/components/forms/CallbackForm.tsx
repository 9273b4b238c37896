'use client';

import { PublicForm, type PublicFormPage, type PublicFormTexts } from './PublicForm';

const TEXTS: PublicFormTexts = {
  title: 'Перезвоните мне',
  lead: 'Оставьте телефон — менеджер позвонит в рабочее время и ответит на вопросы о лизинге.',
  submitLabel: 'Жду звонка',
};

/** «Перезвоните мне» on the home page: the contacts and a comment. */
export function CallbackFormIsland(page: PublicFormPage) {
  return <PublicForm kind="callback" {...page} {...TEXTS} />;
}
