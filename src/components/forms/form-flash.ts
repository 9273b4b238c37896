import { requestContext } from '../../../edge/context';
import { FLASH_FORM_KEY, FLASH_SENT_KEY } from '../../../edge/forms/flash-values';
import type { FormKind } from '../../lib/forms/schemas';
import type { FormInitial } from './initial-state';

/**
 * Server only: the result of this form's no-JS submission when the visitor came back to `path`
 * (the 303 of `/api/forms/{kind}`), else undefined. Pass it to the form as `initial`.
 */
export function formInitial(kind: FormKind, path: string): FormInitial | undefined {
  const form = requestContext()?.var.flash?.form;
  if (!form || form.path !== path || form.values[FLASH_FORM_KEY] !== kind) return undefined;
  const { [FLASH_FORM_KEY]: _kind, [FLASH_SENT_KEY]: sent, ...values } = form.values;
  return { values, fieldErrors: form.fieldErrors, message: form.message, sent: sent === '1' };
}
