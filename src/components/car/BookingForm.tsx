'use client';

import type { FormInitial } from '@common/forms/answer';
import { formAction, formSchemaLoader } from '@common/forms/form-kinds';
import { Form, PhoneField, SelectField, type SelectOption, TextAreaField, TextField } from '@src/components/forms';
import { deferHydration } from '@src/components/shell/DeferredHydration';

type Props = {
  carId: number;
  back: string;
  offices: SelectOption[];
  /** `YYYY-MM-DD` bounds of the viewing date (today … today + 90 days, the upstream's rule). */
  minDate: string;
  maxDate: string;
  initial?: FormInitial;
};

/** Booking the car for a viewing → POST /bookings through the edge. */
function BookingFormIsland({ carId, back, offices, minDate, maxDate, initial }: Props) {
  return (
    <Form
      action={formAction('booking')}
      id="booking"
      consent
      goal
      schema={formSchemaLoader('booking')}
      back={back}
      initial={initial}
      hidden={{ carId: String(carId) }}
      title="Забронировать автомобиль"
      lead="Менеджер подтвердит бронь и время просмотра."
      submitLabel="Забронировать"
    >
      <TextField name="name" label="Имя" autoComplete="name" required maxLength={100} />
      <PhoneField />
      <SelectField name="officeId" label="Офис для просмотра" options={offices} placeholder="Любой удобный" />
      <TextField name="date" label="Дата просмотра" type="date" min={minDate} max={maxDate} />
      <TextAreaField name="comment" label="Комментарий" rows={2} />
    </Form>
  );
}

/** Hydrated when it comes near the viewport or is touched (shell/DeferredHydration.tsx). */
export const BookingForm = deferHydration(BookingFormIsland);
