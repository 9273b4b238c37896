'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction, formSchemaLoader } from '@common/forms/form-kinds';
import { deferHydration } from '@src/components/shell/DeferredHydration';
import { Form } from './Form';
import { PhoneField } from './PhoneField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

/** «Перезвоните мне» on the home page. */
function CallbackFormIsland({ back, initial }: { back: string; initial?: FormInitial }) {
  return (
    <Form
      action={formAction('callback')}
      id="callback"
      consent
      goal
      schema={formSchemaLoader('callback')}
      back={back}
      initial={initial}
      title="Перезвоните мне"
      lead="Оставьте телефон — менеджер позвонит в рабочее время и ответит на вопросы о лизинге."
      submitLabel="Жду звонка"
    >
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <TextAreaField name="comment" label="Комментарий" rows={2} />
    </Form>
  );
}

/** Hydrated when it comes near the viewport or is touched (shell/DeferredHydration.tsx). */
export const CallbackForm = deferHydration(CallbackFormIsland);
