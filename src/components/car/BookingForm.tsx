'use client';

import { FIELD_LABELS } from '@common/forms/public/labels';
import { SelectField, type SelectOption, TextField } from '@src/components/forms';
import { PublicForm, type PublicFormPage, type PublicFormTexts } from '@src/components/forms/PublicForm';

const LABELS = FIELD_LABELS.booking;

const TEXTS: PublicFormTexts = {
  title: 'Забронировать автомобиль',
  lead: 'Менеджер подтвердит бронь и время просмотра.',
  submitLabel: 'Забронировать',
};

export type BookingFormProps = PublicFormPage & {
  carId: number;
  offices: SelectOption[];
  /** `YYYY-MM-DD` bounds of the viewing date (today … today + 90 days, the upstream's rule). */
  minDate: string;
  maxDate: string;
};

/** Booking the car for a viewing → POST /bookings through the edge. */
export function BookingFormIsland({ carId, offices, minDate, maxDate, ...page }: BookingFormProps) {
  return (
    <PublicForm kind="booking" {...page} {...TEXTS} hidden={{ carId: String(carId) }}>
      <SelectField name="officeId" label={LABELS.officeId} options={offices} placeholder="Любой удобный" />
      <TextField name="date" label={LABELS.date} type="date" min={minDate} max={maxDate} />
    </PublicForm>
  );
}
