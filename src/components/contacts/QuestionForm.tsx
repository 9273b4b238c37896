'use client';

import { SelectField, type SelectOption, TextAreaField, TextField } from '@src/components/forms';
import { PublicForm, type PublicFormPage, type PublicFormTexts } from '@src/components/forms/PublicForm';

const TEXTS: PublicFormTexts = {
  title: 'Задать вопрос',
  lead: 'Ответим по телефону или на почту в течение рабочего дня.',
  submitLabel: 'Отправить вопрос',
};

/** The choices of its two lists, from the upstream's dictionaries. */
type Props = PublicFormPage & Record<'types' | 'categories', SelectOption[]>;

/** A question, complaint, suggestion or thanks from the contacts page → form-results, type question. */
export function QuestionFormIsland({ types, categories, ...page }: Props) {
  return (
    <PublicForm kind="question" {...page} {...TEXTS} comment={false}>
      <TextField name="email" label="Электронная почта" type="email" autoComplete="email" maxLength={200} />
      <SelectField name="questionTypeId" label="Тип обращения" options={types} required />
      <SelectField name="questionCategoryId" label="Тема" options={categories} required />
      <TextAreaField name="text" label="Ваш вопрос" required maxLength={2000} rows={4} />
    </PublicForm>
  );
}
