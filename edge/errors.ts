import { nullRecord } from '@common/own-keys';
/** The Russian fallback when a failed response carries no message (spec section 8). */
export const DEFAULT_ERROR_MESSAGE = 'Произошла ошибка';

export type FieldErrors = Record<string, string[]>;

/** A failed upstream call, mapped to what the site shows (spec section 8). */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** Seconds to wait, from a 429's `retryAfter`; the site's answers pass it on as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** How the site reacts to a failed call, by status (spec section 8). */
export type ErrorReaction =
  | { kind: 'form'; message: string; fieldErrors: FieldErrors }
  | { kind: 'toast'; message: string; toLogin: boolean }
  | { kind: 'page'; status: number; message: string };

export function reactionFor(error: UpstreamError): ErrorReaction {
  const { status, message } = error;
  if (status === 422) return { kind: 'form', message, fieldErrors: error.fieldErrors ?? {} };
  if (status === 401 || status === 403) return { kind: 'toast', message, toLogin: true };
  if (status === 429 || status === 500) return { kind: 'toast', message, toLogin: false };
  return { kind: 'page', status, message };
}

/** Reads `message` (and 422 `errors`) from a failed response body, whatever its shape. */
export function errorFromBody(status: number, body: unknown): UpstreamError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : DEFAULT_ERROR_MESSAGE;
  let fieldErrors: FieldErrors | undefined;
  if (status === 422 && typeof record.errors === 'object' && record.errors !== null) {
    const errors = nullRecord<string[]>();
    for (const [field, texts] of Object.entries(record.errors as Record<string, unknown>)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((t): t is string => typeof t === 'string');
      if (list.length) errors[field] = list;
    }
    fieldErrors = { ...errors };
  }
  const wait = record.retryAfter;
  const retryAfter =
    typeof wait === 'number' && Number.isInteger(wait) && wait > 0 && wait <= 86_400 ? wait : undefined;
  return new UpstreamError(status, message, fieldErrors, retryAfter);
}
