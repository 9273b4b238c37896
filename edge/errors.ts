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
 * surface) reads it and adds no rule of its own; what a status does is chosen per page kind.
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

/**
 * Where the failure arrives: a public page (or its form, download, JSON), an account page (the
 * same for `/api/account/*`), or a car list's change (`/api/lists/*`: a guest's cookie list that
 * could not check the car; it stays on its page with the toast, a gateway status).
 */
export type PageKind = 'site' | 'account' | 'carList';

/** The page kind of a request path. */
export function pageKindOf(path: string): PageKind {
  if (/^\/(?:api\/)?account(?:\/|$)/.test(path)) return 'account';
  if (path.startsWith('/api/lists/')) return 'carList';
  return 'site';
}

/** A cell: the reaction, and the status answered when it is not the upstream's own. */
type Cell = ErrorReaction['kind'] | readonly ['toast' | 'page', number];
type Row = Readonly<Record<PageKind, Cell>>;

/** Any other client error / server error: the rows a status falls back to. */
const OTHER_4XX = 'other 4xx';
const OTHER_5XX = 'other 5xx';

/** The table: a status's reaction on each page kind. */
const REACTIONS: ReadonlyMap<number | typeof OTHER_4XX | typeof OTHER_5XX, Row> = new Map<
  number | typeof OTHER_4XX | typeof OTHER_5XX,
  Row
>([
  [422, { site: 'form', account: 'form', carList: ['toast', 502] }],
  [401, { site: 'signIn', account: 'signIn', carList: ['toast', 502] }],
  [403, { site: 'signIn', account: 'signIn', carList: ['toast', 502] }],
  [429, { site: 'toast', account: 'toast', carList: 'toast' }],
  [500, { site: 'toast', account: 'toast', carList: ['toast', 503] }],
  [OTHER_4XX, { site: 'page', account: 'page', carList: ['toast', 502] }],
  [OTHER_5XX, { site: 'page', account: 'page', carList: ['toast', 503] }],
]);

/** The one place that decides what an upstream status means on a kind of page. */
export function reactionFor(
  error: Pick<UpstreamError, 'status' | 'message' | 'fieldErrors'>,
  page: PageKind,
): ErrorReaction {
  const { message } = error;
  // Only a real error status travels; anything else (a bug passing 200) is another server error, a 500.
  const known = error.status >= 400 && error.status <= 599;
  const status = known ? error.status : 500;
  const row = (known && REACTIONS.get(status)) || REACTIONS.get(status < 500 ? OTHER_4XX : OTHER_5XX);
  const cell = row?.[page] ?? 'page';
  if (typeof cell !== 'string') return { kind: cell[0], status: cell[1], message };
  if (cell === 'form') return { kind: 'form', status: 422, message, fieldErrors: error.fieldErrors ?? {} };
  return { kind: cell, status, message };
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
