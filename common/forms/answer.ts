import { nullRecord } from '../own-keys';
import type { FieldErrors } from './errors';
import type { FormId } from './form-kinds';

/**
 * What a form action answers the form's island (JSON). A plain HTML form gets a 303 instead,
 * carrying the same result in the form flash.
 */
export type FormAnswer =
  | { ok: true; redirect?: string; message?: string }
  | { ok: false; message?: string; fieldErrors: FieldErrors; toast: boolean; redirect?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * An action's JSON answer as the island reads it: a strict check by hand rather than a zod
 * schema, because every page with a form ships this code (zod/mini's record and array would
 * join the bundle for this alone). Anything else is null: the form says it failed.
 */
export function readFormAnswer(data: unknown): FormAnswer | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const answer = data as Record<string, unknown>;
  if (answer.ok === true) return { ok: true, redirect: text(answer.redirect), message: text(answer.message) };
  if (answer.ok !== false) return null;
  const fieldErrors = nullRecord<string[]>();
  const raw = answer.fieldErrors;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [field, messages] of Object.entries(raw)) {
      const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
      if (list.length) fieldErrors[field] = list;
    }
  }
  return {
    ok: false,
    message: text(answer.message),
    fieldErrors: { ...fieldErrors },
    toast: answer.toast === true,
    redirect: text(answer.redirect),
  };
}

/** The result of a no-JS submission, carried to the page by the form flash cookie. */
export type FormFlash = {
  /** The page the result is for: path and query. */
  path: string;
  /** Which form on that page (several forms may share a page). */
  form: FormId;
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  message?: string;
  /** Accepted: the form shows its success state. */
  sent?: boolean;
};

/** What a form needs of a previous no-JS submission. */
export type FormInitial = Omit<FormFlash, 'path' | 'form'>;
