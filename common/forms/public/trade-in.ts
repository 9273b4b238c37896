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
import { FIELD_LABELS } from './labels';

const LABELS = FIELD_LABELS['trade-in'];

/** Trade-in application → POST /form-results, type trade-in. */
export const tradeInForm = z.object({
  ...contactFields,
  brand: requiredText(1, 60, LABELS.brand),
  model: requiredText(1, 60, LABELS.model),
  year: requiredInt(1980, 2100, requiredMessage(LABELS.year)),
  mileage: optionalInt(0, 2_000_000),
  desiredCarId: optionalId(),
  comment: optionalComment,
});
