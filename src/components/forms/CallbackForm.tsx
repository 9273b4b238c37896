'use client';

import { callbackForm } from '../../lib/forms/schemas';
import type { FormInitial } from './initial-state';
import { PhoneField } from './PhoneField';
import { SiteForm } from './SiteForm';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

/** «Перезвоните мне» on the home page. */
export function CallbackForm({ back, initial }: { back: string; initial?: FormInitial }) {
  return (
    <SiteForm
      kind="callback"
      schema={callbackForm}
      back={back}
      initial={initial}
      title="Перезвоните мне"
      lead="Оставьте телефон — менеджер позвонит в рабочее время и ответит на вопросы о лизинге."
      submitLabel="Жду звонка"
    >
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <TextAreaField name="comment" label="Комментарий" rows={2} />
    </SiteForm>
  );
}
