import { ROUTES } from '@common/constants';
import type { FormAnswer } from '@common/forms/answer';
import { type FieldErrors, fieldErrorsOf, INVALID_FORM_MESSAGE } from '@common/forms/errors';
import type { FormId } from '@common/forms/form-kinds';
import { isJsonType } from '@common/http';
import { nullRecord } from '@common/own-keys';
import type { ToastInput } from '@common/toast';
import type * as z from 'zod/mini';
import type { SiteContext } from '../context';
import { type ErrorReaction, formShowsToast, pageKindOf, reactionFor, UpstreamError } from '../errors';
import { withErrorReference } from '../observability/reference';
import { flashForm, flashToast } from '../session/flash';
import { TokenResponseError } from '../upstream/tokens';
import { backField, echoValues, readBody } from './body';

/**
 * The one pipeline of every form action (sign-in, registration, restore, the site's forms, the
 * account's forms). A form posts the same fields two ways:
 * - its island: JSON with `x-requested-with: fetch`, answered with a `FormAnswer` and the real
 *   status, as the one table of edge/errors.ts says (422 by field, 429 and 5xx as toasts, 401/403 as
 *   a toast, the session ended and /login);
 * - a plain HTML form without JavaScript: url-encoded, answered with a 303 to the page it came
 *   from (or the action's redirect), the result in the encrypted form flash for that form only.
 */
export type ActionOutcome =
  | {
      ok: true;
      /** Where to go next; without it the form shows `message` as its success state. */
      redirect?: string;
      message?: string;
      /** Shown on the next page. */
      toast?: ToastInput;
      /** Without `redirect`: what the page reads back from the form flash (a new calendar address). */
      values?: Record<string, string>;
    }
  | {
      ok: false;
      status: number;
      message?: string;
      fieldErrors?: FieldErrors;
      /** Values to put back into the form besides what was typed. */
      values?: Record<string, string>;
      /** Seconds, for a 429 (else 60). */
      retryAfter?: number;
    };

export type ActionSpec<S extends z.ZodMiniType> = {
  /** The form's id: its flash is read by `formInitial(form, page)` and the page anchors to it. */
  form: FormId;
  schema: S;
  /** The page the form is on (path and query); by default the form's `_back` field. */
  page?: string;
  /** Without `page`: where to return when `_back` is missing or unsafe (the page the form lives on). */
  backFallback?: string;
  /** Add `#form` to the way back (forms below the fold). */
  anchor?: boolean;
  run: (c: SiteContext, input: z.output<S>) => Promise<ActionOutcome>;
};

/** The token endpoint names the phone `username`; our forms call it `phone`. */
const RENAME = new Map([['username', 'phone']]);

/** Maps a failed upstream call to the form (spec section 8); anything else is a programming error. */
export function failure(err: unknown): ActionOutcome {
  if (err instanceof UpstreamError) {
    const fieldErrors = nullRecord<string[]>();
    for (const [field, texts] of Object.entries(err.fieldErrors ?? {})) fieldErrors[RENAME.get(field) ?? field] = texts;
    return {
      ok: false,
      status: err.status,
      message: err.message,
      fieldErrors: { ...fieldErrors },
      retryAfter: err.retryAfter,
    };
  }
  if (err instanceof TokenResponseError) return { ok: false, status: 502, message: err.message };
  throw err;
}

export function formAction<S extends z.ZodMiniType>(spec: ActionSpec<S>) {
  return async (c: SiteContext): Promise<Response> => {
    const body = await readBody(c);
    if (!body.ok) return c.json({ ok: false, message: body.message, fieldErrors: {}, toast: true }, body.status);
    const page = spec.page ?? backField(body.raw, spec.backFallback);
    const checked = spec.schema.safeParse(body.raw);
    let outcome: ActionOutcome;
    if (!checked.success) {
      outcome = {
        ok: false,
        status: 422,
        message: INVALID_FORM_MESSAGE,
        fieldErrors: fieldErrorsOf(checked.error.issues),
      };
    } else {
      try {
        outcome = await spec.run(c, checked.data);
      } catch (err) {
        outcome = failure(err);
      }
    }
    // What goes back into a no-JS form: the values as the schema read them (a phone normalised), else as typed.
    const typed =
      checked.success && typeof checked.data === 'object' && checked.data ? { ...body.raw, ...checked.data } : body.raw;
    return answer(c, spec, page, outcome, typed as Record<string, unknown>);
  };
}

async function answer(
  c: SiteContext,
  spec: ActionSpec<z.ZodMiniType>,
  page: string,
  outcome: ActionOutcome,
  raw: Record<string, unknown>,
): Promise<Response> {
  const json = isJsonType(c.req.header('content-type'));
  const back = spec.anchor ? `${page}#form-${spec.form}` : page;
  if (outcome.ok) {
    if (outcome.toast) await flashToast(c, outcome.toast);
    if (json) return c.json({ ok: true, redirect: outcome.redirect, message: outcome.message } satisfies FormAnswer);
    if (!outcome.redirect) {
      await flashForm(c, {
        path: page,
        form: spec.form,
        values: outcome.values ?? {},
        fieldErrors: {},
        message: outcome.message,
        sent: true,
      });
    }
    return c.redirect(outcome.redirect ?? back, 303);
  }
  const { status } = outcome;
  const reaction: ErrorReaction = reactionFor(
    { status, message: outcome.message ?? INVALID_FORM_MESSAGE, fieldErrors: outcome.fieldErrors },
    pageKindOf(c.req.path),
  );
  const toast = formShowsToast(reaction);
  if (status === 429) c.header('retry-after', String(outcome.retryAfter ?? 60));
  const redirect = reaction.kind === 'signIn' ? ROUTES.login : undefined;
  // The session ends on the way to the sign-in screen (edge/middleware/session.ts), with the toast.
  if (reaction.kind === 'signIn' && c.var.session) c.set('authFailure', new UpstreamError(status, reaction.message));
  // The island shows a toast itself while it stays; a page that comes next shows the flash, with
  // the request's reference a client reads to support (decision 0021).
  else if (toast && (!json || redirect))
    await flashToast(c, { message: withErrorReference(reaction.message), type: 'error' });
  if (json) {
    const result: FormAnswer = {
      ok: false,
      message: toast ? reaction.message : outcome.message,
      fieldErrors: outcome.fieldErrors ?? {},
      toast,
      redirect,
    };
    return c.json(result, status as 422);
  }
  if (!redirect) {
    await flashForm(c, {
      path: page,
      form: spec.form,
      values: { ...echoValues(raw), ...outcome.values },
      fieldErrors: outcome.fieldErrors ?? {},
      message: toast ? undefined : outcome.message,
    });
  }
  return c.redirect(redirect ?? back, 303);
}
