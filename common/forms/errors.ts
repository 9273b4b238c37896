import { nullRecord } from '../own-keys';

/** Field errors in the shape of the upstream's 422 `errors`: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

/** The line above a form's field errors when any field was rejected. */
export const INVALID_FORM_MESSAGE = 'Проверьте правильность заполнения полей';

/**
 * zod issues → field errors, the first message of each field only (one problem at a time reads
 * better than three joined together); an issue without a path (the body as a whole) goes under `_`.
 */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out = nullRecord<string[]>();
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!out[key]) out[key] = [issue.message];
  }
  return { ...out };
}
