import * as z from 'zod/mini';
import { contactFields, optionalComment, optionalId, optionalInt, requiredInt, requiredText } from '../fields';

/** Trade-in application → POST /form-results, type trade-in. */
export const tradeInForm = z.object({
  ...contactFields,
  brand: requiredText(1, 60, 'Укажите марку'),
  model: requiredText(1, 60, 'Укажите модель'),
  year: requiredInt(1980, 2100, 'Укажите год выпуска'),
  mileage: optionalInt(0, 2_000_000),
  desiredCarId: optionalId(),
  comment: optionalComment,
});
