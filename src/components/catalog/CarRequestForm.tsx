'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction, formSchemaLoader } from '@common/forms/form-kinds';
import { Form, PhoneField, SelectField, type SelectOption, TextAreaField, TextField } from '@src/components/forms';

type Props = {
  back: string;
  initial?: FormInitial;
  vehicleTypes: SelectOption[];
  cities: SelectOption[];
  /** What the visitor was looking for (the catalogue's filters). */
  defaults?: Record<string, string>;
};

/** The catalogue's empty state: «Подберём автомобиль» → POST /cars/empty through the edge. */
export function CarRequestForm({ back, initial, vehicleTypes, cities, defaults }: Props) {
  return (
    <Form
      action={formAction('car-request')}
      id="car-request"
      consent
      goal
      schema={formSchemaLoader('car-request')}
      back={back}
      initial={initial}
      defaults={defaults}
      title="Подберём автомобиль под заказ"
      lead="Расскажите, что ищете: найдём у партнёров и позвоним с предложением."
      submitLabel="Оставить заявку"
    >
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <TextField name="brand" label="Марка" maxLength={60} />
      <TextField name="model" label="Модель" maxLength={60} />
      <SelectField name="vehicleType" label="Тип техники" options={vehicleTypes} />
      <SelectField name="city" label="Город" options={cities} />
      <TextField name="budget" label="Бюджет, ₽" inputMode="numeric" maxLength={13} />
      <TextAreaField name="comment" label="Комментарий" rows={2} />
    </Form>
  );
}
