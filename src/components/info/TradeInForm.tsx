'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction, formSchemaLoader } from '@common/forms/form-kinds';
import { Form, PhoneField, TextAreaField, TextField } from '@src/components/forms';

/** The trade-in application: the visitor's car (brand, model, year, mileage) and contacts. */
export function TradeInForm({ back, initial, maxYear }: { back: string; initial?: FormInitial; maxYear: number }) {
  return (
    <Form
      action={formAction('trade-in')}
      id="trade-in"
      consent
      goal
      schema={formSchemaLoader('trade-in')}
      back={back}
      initial={initial}
      title="Оценить мой автомобиль"
      lead="Оставьте данные автомобиля — менеджер назовёт предварительную цену и пригласит на осмотр."
      submitLabel="Отправить заявку"
    >
      <TextField name="brand" label="Марка" required maxLength={60} autoComplete="off" />
      <TextField name="model" label="Модель" required maxLength={60} autoComplete="off" />
      <TextField
        name="year"
        label="Год выпуска"
        hint={`С 1980 по ${maxYear}`}
        required
        inputMode="numeric"
        maxLength={4}
      />
      <TextField name="mileage" label="Пробег, км" inputMode="numeric" />
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <TextAreaField name="comment" label="Комментарий" rows={2} />
    </Form>
  );
}
