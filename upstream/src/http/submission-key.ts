import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors';

/** The header a public form's submission key comes in (IETF draft «The Idempotency-Key HTTP Header Field»). */
export const SUBMISSION_KEY_HEADER = 'Idempotency-Key';

/** What the site renders (a UUID) and what a client may choose: 16–64 of `A-Z a-z 0-9 _ -`. */
const keySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Некорректный ключ отправки формы: обновите страницу и отправьте форму ещё раз')
  .optional();

/**
 * The request's submission key, checked; undefined when there is none (the mobile door and older
 * clients send none, and their submissions are stored as before). A malformed one is a 400.
 */
export function submissionKey(c: Context): string | undefined {
  const checked = keySchema.safeParse(c.req.header(SUBMISSION_KEY_HEADER));
  if (!checked.success) throw new ApiError(400, checked.error.issues[0]?.message ?? 'Некорректный запрос');
  return checked.data;
}
