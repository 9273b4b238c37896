'use client';

import { FIELD_LABELS } from '@common/forms/public/labels';
import { SelectField, type SelectOption, TextAreaField, TextField } from '@src/components/forms';
import { PublicForm, type PublicFormPage, type PublicFormTexts } from '@src/components/forms/PublicForm';

const LABELS = FIELD_LABELS.question;

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
      <TextField name="email" label={LABELS.email} type="email" autoComplete="email" maxLength={200} />
      <SelectField name="questionTypeId" label={LABELS.questionTypeId} options={types} required />
      <SelectField name="questionCategoryId" label={LABELS.questionCategoryId} options={categories} required />
      <TextAreaField name="text" label={LABELS.text} required maxLength={2000} rows={4} />
    </PublicForm>
  );
}
