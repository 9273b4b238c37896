import * as z from 'zod/mini';
import { contactFields, optionalComment, optionalInt, optionalSlug, optionalText } from '../fields';

/** A car not in stock (catalogue empty state) → POST /cars/empty. */
export const carRequestForm = z.object({
  ...contactFields,
  brand: optionalText(60),
  model: optionalText(60),
  vehicleType: optionalSlug(),
  city: optionalSlug(),
  budget: optionalInt(0, 1_000_000_000),
  comment: optionalComment,
});
