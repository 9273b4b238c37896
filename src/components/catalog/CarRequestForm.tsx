'use client';

import { FIELD_LABELS } from '@common/forms/public/labels';
import { SelectField, type SelectOption, TextField } from '@src/components/forms';
import { PublicForm, type PublicFormPage, type PublicFormTexts } from '@src/components/forms/PublicForm';

const LABELS = FIELD_LABELS['car-request'];

const TEXTS: PublicFormTexts = {
  title: 'Подберём автомобиль под заказ',
  lead: 'Расскажите, что ищете: найдём у партнёров и позвоним с предложением.',
  submitLabel: 'Оставить заявку',
};

type Props = PublicFormPage & { vehicleTypes: SelectOption[]; cities: SelectOption[] };

/** The catalogue's empty state: «Подберём автомобиль» → POST /cars/empty through the edge. */
export function CarRequestForm({ vehicleTypes, cities, ...page }: Props) {
  return (
    <PublicForm kind="car-request" {...page} {...TEXTS}>
      <TextField name="brand" label={LABELS.brand} maxLength={60} />
      <TextField name="model" label={LABELS.model} maxLength={60} />
      <SelectField name="vehicleType" label={LABELS.vehicleType} options={vehicleTypes} />
      <SelectField name="city" label={LABELS.city} options={cities} />
      <TextField name="budget" label={LABELS.budget} inputMode="numeric" maxLength={13} />
    </PublicForm>
  );
}
