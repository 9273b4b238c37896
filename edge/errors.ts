import type { FieldErrors } from '@common/forms/errors';
import { nullRecord } from '@common/own-keys';
/** The Russian fallback when a failed response carries no message (spec section 8). */
export const DEFAULT_ERROR_MESSAGE = 'Произошла ошибка';

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

/** What a visitor reads when the upstream no longer knows the session (ended on another device). */
export const SESSION_REVOKED_MESSAGE = 'Сеанс завершён на другом устройстве — войдите снова';
/** What a visitor reads when the session could not be renewed (spec section 4: refresh failed). */
export const SESSION_EXPIRED_MESSAGE = 'Сеанс истёк — войдите снова';
/** What a guest reads on the way to /login from an account address. */
export const SIGN_IN_REQUIRED_MESSAGE = 'Войдите в личный кабинет';

/**
 * How the site reacts to a failed upstream call (spec section 8). The one table: every request
 * kind (a page, its client navigation, a form post, an island's post, a download, the JSON
 * surface) reads it and adds no rule of its own.
 * - `form`: 422, the form shows the errors by field;
 * - `toast`: 429 and 500, the error toast with the message; the visitor stays where they are;
 * - `signIn`: 401 and 403, the error toast and the sign-in screen; the session ends (a 403 too:
 *   docs/decisions/0012-forbidden-ends-session.md), so /login cannot send the visitor back in a loop;
 * - `page`: anything else (400, 404, 409, 418, 502, 503, a timeout …), the error page with that
 *   status and the message.
 */
export type ErrorReaction =
  | { kind: 'form'; status: 422; message: string; fieldErrors: FieldErrors }
  | { kind: 'toast'; status: number; message: string }
  | { kind: 'signIn'; status: number; message: string }
  | { kind: 'page'; status: number; message: string };

/** The one place that decides what an upstream status means. */
export function reactionFor(error: Pick<UpstreamError, 'status' | 'message' | 'fieldErrors'>): ErrorReaction {
  const { status, message } = error;
  if (status === 422) return { kind: 'form', status, message, fieldErrors: error.fieldErrors ?? {} };
  if (status === 401 || status === 403) return { kind: 'signIn', status, message };
  if (status === 429 || status === 500) return { kind: 'toast', status, message };
  // Only a real error status travels; anything else (a bug passing 200) is a 500.
  return { kind: 'page', status: status >= 400 && status <= 599 ? status : 500, message };
}

/**
 * The form column of the table (plain post and island alike): a post cannot open the error page
 * without losing what was typed, so a `page` reaction stays on the form — an outage (5xx) as the
 * error toast, a refusal (400, 404, 409 …) as the form's own message, the status kept.
 */
export function formShowsToast(reaction: ErrorReaction): boolean {
  if (reaction.kind === 'toast' || reaction.kind === 'signIn') return true;
  return reaction.kind === 'page' && reaction.status >= 500;
}

/**
 * The toast of a session that a `signIn` reaction ends: a 401 means the upstream no longer knows
 * the session (ended on another device); its own text speaks of tokens, which a visitor never reads.
 */
export function sessionEndMessage(error: Pick<UpstreamError, 'status' | 'message'>): string {
  return error.status === 401 ? SESSION_REVOKED_MESSAGE : error.message;
}

/**
 * The toast of a failed session refresh (spec section 4: the session is cleared, the visitor goes
 * to /). An outage says so; any refusal of the refresh means the session has run out.
 */
export function refreshFailureMessage(error: unknown): string {
  if (error instanceof UpstreamError && (error.status === 429 || error.status >= 500)) return error.message;
  return SESSION_EXPIRED_MESSAGE;
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
