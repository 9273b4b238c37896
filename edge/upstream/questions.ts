import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import { listSchema } from './shapes';
import type { Transport } from './transport';

const optionSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });

export type QuestionOption = z.output<typeof optionSchema>;

/** GET /question-types: вопрос, жалоба, предложение, благодарность. */
export const listQuestionTypes = (t: Transport): Promise<QuestionOption[]> =>
  cachedCall(t, '/api/v1/question-types', listSchema(optionSchema));

/** GET /question-categories: what the question is about. */
export const listQuestionCategories = (t: Transport): Promise<QuestionOption[]> =>
  cachedCall(t, '/api/v1/question-categories', listSchema(optionSchema));
