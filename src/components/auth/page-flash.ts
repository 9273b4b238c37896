import { requestContext } from '../../../edge/context';
import type { FormFlash } from '../../../edge/session/flash';

/** The previous submission's values and errors when it was for this page (forms without JavaScript). */
export function formFlash(path: string): FormFlash | undefined {
  const form = requestContext()?.var.flash?.form;
  return form?.path === path ? form : undefined;
}
