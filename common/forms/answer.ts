import * as z from 'zod/mini';
import type { FieldErrors } from './errors';

/**
 * What a form action answers the form's island (JSON). A plain HTML form gets a 303 instead,
 * carrying the same result in the form flash.
 */
export type FormAnswer =
  | { ok: true; redirect?: string; message?: string }
  | { ok: false; message?: string; fieldErrors: FieldErrors; toast: boolean; redirect?: string };

/**
 * An action's JSON answer as the island reads it. Only the constructors the form schemas use
 * anyway (object, optional, string, boolean, record, array): each new zod/mini one adds to the
 * JavaScript of every page with a form.
 */
export const formAnswerSchema = z.object({
  ok: z.boolean(),
  redirect: z.optional(z.string()),
  message: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  toast: z.optional(z.boolean()),
});

/** The result of a no-JS submission, carried to the page by the form flash cookie. */
export type FormFlash = {
  /** The page the result is for: path and query. */
  path: string;
  /** Which form on that page (several forms may share a page). */
  form: string;
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  message?: string;
  /** Accepted: the form shows its success state. */
  sent?: boolean;
};

/** What a form needs of a previous no-JS submission. */
export type FormInitial = Omit<FormFlash, 'path' | 'form'>;
