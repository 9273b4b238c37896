'use client';

import { tradeInForm } from '../../lib/forms/schemas';
import type { FormInitial } from '../forms/initial-state';
import { PhoneField } from '../forms/PhoneField';
import { SiteForm } from '../forms/SiteForm';
import { TextAreaField } from '../forms/TextAreaField';
import { TextField } from '../forms/TextField';

/** The trade-in application: the visitor's car (brand, model, year, mileage) and contacts. */
export function TradeInForm({ back, initial, maxYear }: { back: string; initial?: FormInitial; maxYear: number }) {
  return (
    <SiteForm
      kind="trade-in"
      schema={tradeInForm}
      back={back}
      initial={initial}
      title="Оценить мой автомобиль"
      lead="Оставьте данные автомобиля — менеджер назовёт предварительную цену и пригласит на осмотр."
      submitLabel="Отправить заявку"
    >
      <TextField name="brand" label="Марка" required maxLength={60} autoComplete="off" />
      <TextField name="model" label="Модель" required maxLength={60} autoComplete="off" />
      <TextField name="year" label="Год выпуска" required inputMode="numeric" min={1980} max={maxYear} />
      <TextField name="mileage" label="Пробег, км" inputMode="numeric" />
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <TextAreaField name="comment" label="Комментарий" rows={2} />
    </SiteForm>
  );
}
