import * as z from 'zod/mini';
import {
  contactFields,
  optionalComment,
  optionalId,
  optionalInt,
  requiredInt,
  requiredMessage,
  requiredText,
} from '../fields';

/** Trade-in application → POST /form-results, type trade-in. */
export const tradeInForm = z.object({
  ...contactFields,
  brand: requiredText(1, 60, 'Марка'),
  model: requiredText(1, 60, 'Модель'),
  year: requiredInt(1980, 2100, requiredMessage('Год выпуска')),
  mileage: optionalInt(0, 2_000_000),
  desiredCarId: optionalId(),
  comment: optionalComment,
});
