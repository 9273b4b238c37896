'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction, formSchemaLoader } from '@common/forms/form-kinds';
import { Form, PhoneField, SelectField, type SelectOption, TextAreaField, TextField } from '@src/components/forms';

/** The car loan application: amount, term, an optional partner bank, contacts. */
export function CreditForm({ back, initial, banks }: { back: string; initial?: FormInitial; banks: SelectOption[] }) {
  return (
    <Form
      action={formAction('credit')}
      id="credit"
      consent
      goal
      schema={formSchemaLoader('credit')}
      back={back}
      initial={initial}
      title="Заявка на автокредит"
      lead="Отправим заявку в банки-партнёры и сообщим решение."
      submitLabel="Отправить заявку"
    >
      <TextField
        name="amount"
        label="Сумма кредита, ₽"
        required
        inputMode="numeric"
        hint="От 100 000 до 100 000 000 ₽"
      />
      <TextField name="termMonths" label="Срок, месяцев" required inputMode="numeric" hint="От 12 до 84 месяцев" />
      <SelectField name="bankId" label="Банк" options={banks} placeholder="Любой банк-партнёр" />
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <TextAreaField name="comment" label="Комментарий" rows={2} />
    </Form>
  );
}
