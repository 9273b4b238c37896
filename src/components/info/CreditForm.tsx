'use client';

import { FIELD_LABELS } from '@common/forms/public/labels';
import { SelectField, type SelectOption, TextField } from '@src/components/forms';
import { PublicForm, type PublicFormPage, type PublicFormTexts } from '@src/components/forms/PublicForm';

const LABELS = FIELD_LABELS.credit;

const TEXTS: PublicFormTexts = {
  title: 'Заявка на автокредит',
  lead: 'Отправим заявку в банки-партнёры и сообщим решение.',
  submitLabel: 'Отправить заявку',
};

/** The car loan application: amount, term, an optional partner bank, then the contacts. */
export function CreditForm({ banks, ...page }: PublicFormPage & { banks: SelectOption[] }) {
  const loan = (
    <>
      <TextField name="amount" label={LABELS.amount} required inputMode="numeric" hint="От 100 000 до 100 000 000 ₽" />
      <TextField name="termMonths" label={LABELS.termMonths} required inputMode="numeric" hint="От 12 до 84 месяцев" />
      <SelectField name="bankId" label={LABELS.bankId} options={banks} placeholder="Любой банк-партнёр" />
    </>
  );
  return <PublicForm kind="credit" {...page} {...TEXTS} before={loan} />;
}
