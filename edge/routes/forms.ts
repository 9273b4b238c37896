import { zValidator } from '@hono/zod-validator';
import { Hono, type MiddlewareHandler } from 'hono';
import { type FieldErrors, FORM_KINDS, type FormKind, fieldErrorsOf, formSchemas } from '../../src/lib/forms/schemas';
import type { SiteContext, SiteEnv } from '../context';
import { DEFAULT_ERROR_MESSAGE, UpstreamError } from '../errors';
import { backPath, FLASH_FORM_KEY, FLASH_SENT_KEY, typedValues } from '../forms/flash-values';
import { flashForm, flashToast } from '../session/flash';
import { transportFor } from '../upstream/context';
import { submitForm } from '../upstream/forms';
import { wantsJson } from './action';

/**
 * POST /api/forms/{kind}: every site form (booking, callback, question, trade-in, credit,
 * car-request). The CSRF check of the /api surface runs first (app.ts).
 *
 * - A plain HTML form (no JavaScript) posts url-encoded fields with `_back`, the page's path; the
 *   answer is a 303 back to that page (`#form-{kind}`), the result in the short-lived encrypted
 *   form flash: on success `{_form, _sent}` and the upstream's message, on failure the typed
 *   values and the errors by field. Limits and outages also get an error toast.
 * - The island posts JSON of the same fields: `{ ok: true, message }` or
 *   `{ ok: false, message, fieldErrors, toast }` with the real status (422, 429, 5xx).
 */
type Failure = { status: number; message: string; fieldErrors: FieldErrors };

const toastWorthy = (status: number) => status === 429 || status >= 500;

async function fail(c: SiteContext, kind: FormKind, failure: Failure): Promise<Response> {
  const toast = toastWorthy(failure.status);
  if (wantsJson(c)) {
    return c.json(
      { ok: false, message: failure.message, fieldErrors: failure.fieldErrors, toast },
      failure.status as 422,
    );
  }
  const back = await backPath(c);
  if (toast) await flashToast(c, { message: failure.message, type: 'error' });
  await flashForm(c, new URL(back, 'http://x').pathname, {
    values: { ...(await typedValues(c)), [FLASH_FORM_KEY]: kind },
    fieldErrors: failure.fieldErrors,
    message: toast ? undefined : failure.message,
  });
  return c.redirect(`${back}#form-${kind}`, 303);
}

async function succeed(c: SiteContext, kind: FormKind, message: string): Promise<Response> {
  if (wantsJson(c)) return c.json({ ok: true, message });
  const back = await backPath(c);
  await flashForm(c, new URL(back, 'http://x').pathname, {
    values: { [FLASH_FORM_KEY]: kind, [FLASH_SENT_KEY]: '1' },
    message,
  });
  return c.redirect(`${back}#form-${kind}`, 303);
}

const INVALID = 'Проверьте правильность заполнения полей';

function validator(kind: FormKind): MiddlewareHandler<SiteEnv> {
  const schema = formSchemas[kind];
  const hook = (
    result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
    c: SiteContext,
  ) => {
    if (result.success) return;
    return fail(c, kind, { status: 422, message: INVALID, fieldErrors: fieldErrorsOf(result.error?.issues ?? []) });
  };
  const json = zValidator('json', schema, hook as never) as unknown as MiddlewareHandler<SiteEnv>;
  const form = zValidator('form', schema, hook as never) as unknown as MiddlewareHandler<SiteEnv>;
  return (c, next) => (wantsJson(c) ? json(c, next) : form(c, next));
}

function handler(kind: FormKind) {
  return async (c: SiteContext) => {
    const body = (c.req.valid as (target: 'json' | 'form') => unknown)(wantsJson(c) ? 'json' : 'form');
    try {
      // No bearer token: these are public forms. The visitor's address goes as X-Forwarded-For.
      const accepted = await submitForm(transportFor(c, null), kind, body as never);
      return await succeed(c, kind, accepted.message);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      const retryAfter = err.status === 429 ? 60 : undefined;
      if (retryAfter) c.header('retry-after', String(retryAfter));
      return fail(c, kind, {
        status: err.status,
        message: err.message || DEFAULT_ERROR_MESSAGE,
        fieldErrors: err.fieldErrors ?? {},
      });
    }
  };
}

export const formsRoutes = new Hono<SiteEnv>();
for (const kind of FORM_KINDS) formsRoutes.post(`/${kind}`, validator(kind), handler(kind));
