import * as z from 'zod/mini';
import { contactFields, optionalComment, optionalDate, optionalId, requiredId } from '../fields';

/** Booking a catalogue car for a viewing → POST /bookings. */
export const bookingForm = z.object({
  ...contactFields,
  carId: requiredId('Автомобиль не найден'),
  officeId: optionalId(),
  date: optionalDate(),
  comment: optionalComment,
});
