import * as z from 'zod/mini';
import { contactFields, optionalComment, optionalId, requiredInt, requiredMessage } from '../fields';
import { FIELD_LABELS } from './labels';

const LABELS = FIELD_LABELS.credit;

/** Credit application → POST /form-results, type credit. */
export const creditForm = z.object({
  ...contactFields,
  amount: requiredInt(100_000, 100_000_000, requiredMessage(LABELS.amount)),
  termMonths: requiredInt(12, 84, requiredMessage(LABELS.termMonths)),
  carId: optionalId(),
  bankId: optionalId(),
  comment: optionalComment,
});
