'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction, formSchemaLoader } from '@common/forms/form-kinds';
import { Form, PhoneField, SelectField, type SelectOption, TextAreaField, TextField } from '@src/components/forms';
import { deferHydration } from '@src/components/shell/DeferredHydration';

type Props = { back: string; initial?: FormInitial; types: SelectOption[]; categories: SelectOption[] };

/** A question, complaint, suggestion or thanks from the contacts page → form-results, type question. */
function QuestionFormIsland({ back, initial, types, categories }: Props) {
  return (
    <Form
      action={formAction('question')}
      id="question"
      consent
      goal
      schema={formSchemaLoader('question')}
      back={back}
      initial={initial}
      title="Задать вопрос"
      lead="Ответим по телефону или на почту в течение рабочего дня."
      submitLabel="Отправить вопрос"
    >
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <TextField name="email" label="Электронная почта" type="email" autoComplete="email" maxLength={200} />
      <SelectField name="questionTypeId" label="Тип обращения" options={types} required />
      <SelectField name="questionCategoryId" label="Тема" options={categories} required />
      <TextAreaField name="text" label="Ваш вопрос" required maxLength={2000} rows={4} />
    </Form>
  );
}

/** Hydrated when it comes near the viewport or is touched (shell/DeferredHydration.tsx). */
export const QuestionForm = deferHydration(QuestionFormIsland);
