import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { ToastType } from '../../src/components/shell/toast-store';
import { fieldErrorsOf } from '../../src/lib/forms/schemas';
import type { SiteContext, SiteEnv } from '../context';
import { DEFAULT_ERROR_MESSAGE, type FieldErrors, UpstreamError } from '../errors';
import { flashForm, flashToast } from '../session/flash';
import { TokenResponseError } from '../upstream/tokens';

/**
 * Form actions that serve both a plain HTML form (answered with a 303 redirect, results carried
 * in flash cookies) and the form's island (JSON with `x-requested-with: fetch`, answered with
 * `{ ok, redirect }` or `{ ok: false, message, fieldErrors }`), so every screen works without JS.
 */
export type ActionResult =
  | { ok: true; redirect: string; toast?: { message: string; type?: ToastType } }
  | {
      ok: false;
      /** The page to go back to (keeps the typed values and shows the errors). */
      back: string;
      status: number;
      message?: string;
      fieldErrors?: FieldErrors;
      /** Upstream field names that mean another field on our form (username → phone). */
      values?: Record<string, string>;
    };

export const wantsJson = (c: Context) => /^application\/([\w.-]+\+)?json/i.test(c.req.header('content-type') ?? '');

/** What may be echoed back into the form: never passwords, codes or tokens. */
function safeValues(input: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return values;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string' || /password|code|token/i.test(key)) continue;
    values[key] = value.slice(0, 400);
  }
  return values;
}

export async function respond(c: SiteContext, result: ActionResult, input: unknown): Promise<Response> {
  const json = wantsJson(c);
  if (result.ok) {
    if (result.toast) await flashToast(c, result.toast);
    return json ? c.json({ ok: true, redirect: result.redirect }) : c.redirect(result.redirect, 303);
  }
  const message = result.message;
  // Limits and outages are toasts (spec section 8); the form shows its own field errors.
  const toast = message && (result.status === 429 || result.status >= 500);
  if (json) {
    return c.json(
      { ok: false, message: message ?? DEFAULT_ERROR_MESSAGE, fieldErrors: result.fieldErrors ?? {}, toast: !!toast },
      result.status as 400,
    );
  }
  if (toast) await flashToast(c, { message, type: 'error' });
  await flashForm(c, result.back, {
    values: { ...safeValues(input), ...result.values },
    fieldErrors: result.fieldErrors,
    message: toast ? undefined : message,
  });
  return c.redirect(result.back, 303);
}

/** Maps a failed upstream call to the form: 422 fields, 429/5xx toasts, anything else a message. */
export function failure(err: unknown, back: string, rename: Record<string, string> = RENAME): ActionResult {
  if (err instanceof UpstreamError) {
    const fieldErrors: FieldErrors = {};
    for (const [field, texts] of Object.entries(err.fieldErrors ?? {})) fieldErrors[rename[field] ?? field] = texts;
    return { ok: false, back, status: err.status, message: err.message, fieldErrors };
  }
  if (err instanceof TokenResponseError) return { ok: false, back, status: 502, message: err.message };
  throw err;
}

/** The token endpoint names the phone `username`; our forms call it `phone`. */
const RENAME: Record<string, string> = { username: 'phone' };

const inputs = new WeakMap<Request, unknown>();

/**
 * A validated action: the body (form or JSON) is checked with zod through @hono/zod-validator;
 * invalid input goes back to the form with Russian field messages.
 */
export function action<S extends z.ZodType>(
  schema: S,
  back: string | ((c: SiteContext) => string),
  run: (c: SiteContext, input: z.output<S>) => Promise<ActionResult>,
): [MiddlewareHandler<SiteEnv>, (c: SiteContext) => Promise<Response>] {
  const backOf = (c: SiteContext) => (typeof back === 'string' ? back : back(c));
  const hook = async (
    result: { success: true; data: z.output<S> } | { success: false; error: z.ZodError; data: unknown },
    c: SiteContext,
  ) => {
    if (result.success) {
      inputs.set(c.req.raw, result.data);
      return;
    }
    return respond(
      c,
      { ok: false, back: backOf(c), status: 422, fieldErrors: fieldErrorsOf(result.error.issues) },
      result.data,
    );
  };
  const json = zValidator('json', schema, hook as never) as unknown as MiddlewareHandler<SiteEnv>;
  const form = zValidator('form', schema, hook as never) as unknown as MiddlewareHandler<SiteEnv>;
  const validate: MiddlewareHandler<SiteEnv> = (c, next) => (wantsJson(c) ? json(c, next) : form(c, next));
  const handler = async (c: SiteContext) => {
    const input = inputs.get(c.req.raw) as z.output<S>;
    let result: ActionResult;
    try {
      result = await run(c, input);
    } catch (err) {
      result = failure(err, backOf(c));
    }
    return respond(c, result, input);
  };
  return [validate, handler];
}
