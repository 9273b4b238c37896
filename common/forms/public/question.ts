import * as z from 'zod/mini';
import { contactFields, optionalText, requiredId, requiredMessage, requiredText } from '../fields';
import { FIELD_LABELS } from './labels';

const LABELS = FIELD_LABELS.question;

/** Question from the contacts page → POST /form-results, type question. */
export const questionForm = z.object({
  ...contactFields,
  questionTypeId: requiredId(requiredMessage(LABELS.questionTypeId)),
  questionCategoryId: requiredId(requiredMessage(LABELS.questionCategoryId)),
  text: requiredText(3, 2000, LABELS.text),
  email: z
    .pipe(
      optionalText(200),
      z.transform((v) => v),
    )
    .check(z.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Укажите адрес электронной почты')),
});
