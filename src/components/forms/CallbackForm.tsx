'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction } from '@common/forms/form-kinds';
import { Form } from './Form';
import { PhoneField } from './PhoneField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

/** The schema loads on first focus (zod stays out of the page's first JavaScript). */
const loadCallbackForm = () => import('@common/forms/public/callback').then((m) => m.callbackForm);

/** «Перезвоните мне» on the home page. */
export function CallbackForm({ back, initial }: { back: string; initial?: FormInitial }) {
  return (
    <Form
      action={formAction('callback')}
      id="callback"
      consent
      goal
      schema={loadCallbackForm}
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
