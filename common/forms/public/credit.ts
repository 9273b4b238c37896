import * as z from 'zod/mini';
import { contactFields, optionalComment, optionalId, requiredInt } from '../fields';

/** Credit application → POST /form-results, type credit. */
export const creditForm = z.object({
  ...contactFields,
  amount: requiredInt(100_000, 100_000_000, 'Укажите сумму'),
  termMonths: requiredInt(12, 84, 'Укажите срок'),
  carId: optionalId(),
  bankId: optionalId(),
  comment: optionalComment,
});
