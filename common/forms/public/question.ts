import * as z from 'zod/mini';
import { contactFields, optionalText, requiredId, requiredMessage, requiredText } from '../fields';

/** Question from the contacts page → POST /form-results, type question. */
export const questionForm = z.object({
  ...contactFields,
  questionTypeId: requiredId(requiredMessage('Тип обращения')),
  questionCategoryId: requiredId(requiredMessage('Тема')),
  text: requiredText(3, 2000, 'Ваш вопрос'),
  email: z
    .pipe(
      optionalText(200),
      z.transform((v) => v),
    )
    .check(z.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Укажите адрес электронной почты')),
});
