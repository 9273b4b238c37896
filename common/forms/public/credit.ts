import * as z from 'zod/mini';
import { contactFields, optionalComment, optionalId, requiredInt, requiredMessage } from '../fields';

/** Credit application → POST /form-results, type credit. */
export const creditForm = z.object({
  ...contactFields,
  amount: requiredInt(100_000, 100_000_000, requiredMessage('Сумма кредита, ₽')),
  termMonths: requiredInt(12, 84, requiredMessage('Срок, месяцев')),
  carId: optionalId(),
  bankId: optionalId(),
  comment: optionalComment,
});
