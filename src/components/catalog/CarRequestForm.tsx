'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction } from '@common/forms/form-kinds';
import { Form } from '../forms/Form';
import { PhoneField } from '../forms/PhoneField';
import { SelectField, type SelectOption } from '../forms/SelectField';
import { TextAreaField } from '../forms/TextAreaField';
import { TextField } from '../forms/TextField';

/** The schema loads on first focus (zod stays out of the page's first JavaScript). */
const loadCarRequestForm = () => import('@common/forms/public/car-request').then((m) => m.carRequestForm);

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
      schema={loadCarRequestForm}
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
