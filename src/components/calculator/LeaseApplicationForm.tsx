'use client';

import { PublicForm, type PublicFormPage, type PublicFormTexts } from '../forms/PublicForm';

const TEXTS: PublicFormTexts = {
  title: 'Заявка на лизинг на этих условиях',
  lead: 'Менеджер проверит условия и позвонит с решением в течение рабочего дня.',
  submitLabel: 'Отправить заявку',
};

/** The application with the calculator's terms (hidden fields; the page shows them in words). */
export function LeaseApplicationFormIsland(page: PublicFormPage & { terms: Record<string, string> }) {
  const { terms, ...rest } = page;
  return <PublicForm kind="lease-application" {...rest} {...TEXTS} hidden={terms} />;
}
