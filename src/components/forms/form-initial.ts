import type { FormInitial } from '@common/forms/answer';
import type { FormId, FormKind } from '@common/forms/form-kinds';
import { requestContext } from '@edge/context';
import type { PublicFormPage } from './PublicForm';

/**
 * Server only: the result of this form's no-JS submission when the visitor came back to `page`
 * (path and query) after the edge's 303, else undefined. Pass it to the form as `initial`.
 */
export function formInitial(form: FormId, page: string): FormInitial | undefined {
  const flash = requestContext()?.var.flash?.form;
  // The flash is already this URL's (edge/session/flash.ts); the query may hold filters.
  if (!flash || flash.form !== form || flash.path.split('?')[0] !== page.split('?')[0]) return undefined;
  return { values: flash.values, fieldErrors: flash.fieldErrors, message: flash.message, sent: flash.sent };
}

/**
 * Server only: what a page gives its public form `kind` at `back` (path and query): the way back,
 * the result of a no-JS submission, and a submission key new with this render (decision 0023).
 */
export function publicFormPage(kind: FormKind, back: string): PublicFormPage {
  return { back, initial: formInitial(kind, back), submissionKey: crypto.randomUUID() };
}
