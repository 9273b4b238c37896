'use client';

import { type FormEvent, type ReactNode, useState } from 'react';
import * as z from 'zod/mini';
import { showToast } from '../shell/toast-store';
import { type FieldErrors, FormStateContext } from './form-state';

const answerSchema = z.union([
  z.object({ ok: z.literal(true), redirect: z.string() }),
  z.object({
    ok: z.literal(false),
    message: z.optional(z.string()),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
    toast: z.optional(z.boolean()),
  }),
]);

const FAILED = 'Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.';

type Props = {
  action: string;
  children: ReactNode;
  /** Errors of the previous submission without JavaScript (from the server's flash). */
  initialErrors?: FieldErrors;
  initialMessage?: string;
  className?: string;
  /** Accessible name of the form. */
  label: string;
};

/**
 * A plain POST form that works without JavaScript (the edge answers with a 303 redirect). With
 * JavaScript it posts JSON instead, shows field errors in place, keeps what was typed, and
 * spins the submit button. A submit button's `formAction` picks another action (resend the code).
 */
export function EnhancedForm({ action, children, initialErrors, initialMessage, className, label }: Props) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(initialErrors ?? {});
  const [message, setMessage] = useState(initialMessage);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const target =
      submitter instanceof HTMLButtonElement && submitter.hasAttribute('formaction')
        ? submitter.formAction
        : form.action;
    const body: Record<string, string> = {};
    new FormData(form, submitter).forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    setPending(true);
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const parsed = answerSchema.safeParse(await res.json());
      if (!parsed.success) throw new Error('unexpected answer');
      const answer = parsed.data;
      if (answer.ok) {
        // A full load: the next page reads the new session and the flash toast on the server.
        window.location.assign(answer.redirect);
        return;
      }
      setFieldErrors(answer.fieldErrors ?? {});
      if (answer.toast && answer.message) {
        showToast(answer.message, 'error');
        setMessage(undefined);
      } else {
        setMessage(Object.keys(answer.fieldErrors ?? {}).length ? answer.message : (answer.message ?? FAILED));
      }
      const firstInvalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      firstInvalid?.focus();
    } catch {
      showToast(FAILED, 'error');
    }
    setPending(false);
  }

  return (
    <FormStateContext.Provider value={{ fieldErrors, message, pending }}>
      <form
        action={action}
        method="post"
        className={className ?? 'auth-form'}
        aria-label={label}
        onSubmit={onSubmit}
        noValidate
      >
        {message ? (
          <p className="auth-form__message" role="alert">
            {message}
          </p>
        ) : null}
        {children}
      </form>
    </FormStateContext.Provider>
  );
}
