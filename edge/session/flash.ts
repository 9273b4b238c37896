import type { FormFlash } from '@common/forms/answer';
import { FORM_IDS } from '@common/forms/form-kinds';
import { TOAST_TYPES, type ToastInput } from '@common/toast';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import type { SiteContext } from '../context';
import { seal, unseal } from './seal';

/**
 * Short-lived encrypted cookies that carry a server result to the next page after a 303 redirect:
 * toasts (spec section 8), and a form's typed values and field errors, so forms work without JavaScript.
 */
const TOAST_COOKIE = 'toast';
const FORM_COOKIE = 'form';
const FLASH_SECONDS = 120;

const toastSchema = z.object({ message: z.string(), type: z.optional(z.enum(TOAST_TYPES)) });
export type FlashToast = ToastInput;

const formSchema = z.object({
  path: z.string(),
  form: z.enum(FORM_IDS),
  values: z.record(z.string(), z.string()),
  fieldErrors: z.record(z.string(), z.array(z.string())),
  message: z.optional(z.string()),
  sent: z.optional(z.boolean()),
});

const cookieOptions = { prefix: 'host', httpOnly: true, sameSite: 'Lax', maxAge: FLASH_SECONDS } as const;

export async function flashToast(c: SiteContext, toast: FlashToast): Promise<void> {
  const value = await seal({ items: [toast] }, TOAST_COOKIE, c.var.config.SESSION_SECRETS, FLASH_SECONDS);
  setCookie(c, TOAST_COOKIE, value, cookieOptions);
}

export async function flashForm(c: SiteContext, flash: FormFlash): Promise<void> {
  const value = await seal(flash, FORM_COOKIE, c.var.config.SESSION_SECRETS, FLASH_SECONDS);
  setCookie(c, FORM_COOKIE, value, cookieOptions);
}

/** Reads the pending flash for this page; `consume` is called once the response exists to delete them. */
export async function takeFlash(c: SiteContext, pathAndQuery: string) {
  const secrets = c.var.config.SESSION_SECRETS;
  const toastRaw = getCookie(c, TOAST_COOKIE, 'host');
  const formRaw = getCookie(c, FORM_COOKIE, 'host');
  const toastPayload = toastRaw ? await unseal(toastRaw, TOAST_COOKIE, secrets) : null;
  const formPayload = formRaw ? await unseal(formRaw, FORM_COOKIE, secrets) : null;
  const toasts = z.array(toastSchema).safeParse(toastPayload?.items);
  const form = formSchema.safeParse(formPayload);
  const formForHere: FormFlash | undefined = form.success && form.data.path === pathAndQuery ? form.data : undefined;
  return {
    toasts: toasts.success ? toasts.data : [],
    form: formForHere,
    consume() {
      if (toastRaw) deleteCookie(c, TOAST_COOKIE, { prefix: 'host', httpOnly: true, sameSite: 'Lax' });
      // A form flash for another page stays for that page (unless it cannot be opened at all).
      if (formRaw && (formForHere || !form.success)) {
        deleteCookie(c, FORM_COOKIE, { prefix: 'host', httpOnly: true, sameSite: 'Lax' });
      }
    },
  };
}
