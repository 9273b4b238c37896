'use client';

import { FIELD_LABELS } from '@common/forms/public/labels';
import { TextField } from '@src/components/forms';
import { PublicForm, type PublicFormPage, type PublicFormTexts } from '@src/components/forms/PublicForm';

const LABELS = FIELD_LABELS['trade-in'];

const TEXTS: PublicFormTexts = {
  title: 'Оценить мой автомобиль',
  lead: 'Оставьте данные автомобиля — менеджер назовёт предварительную цену и пригласит на осмотр.',
  submitLabel: 'Отправить заявку',
};

/** The trade-in application: the visitor's car (brand, model, year, mileage), then the contacts. */
export function TradeInForm({ maxYear, ...page }: PublicFormPage & { maxYear: number }) {
  const car = (
    <>
      <TextField name="brand" label={LABELS.brand} required maxLength={60} autoComplete="off" />
      <TextField name="model" label={LABELS.model} required maxLength={60} autoComplete="off" />
      <TextField
        name="year"
        label={LABELS.year}
        hint={`С 1980 по ${maxYear}`}
        required
        inputMode="numeric"
        maxLength={4}
      />
      <TextField name="mileage" label={LABELS.mileage} inputMode="numeric" />
    </>
  );
  return <PublicForm kind="trade-in" {...page} {...TEXTS} before={car} />;
}
