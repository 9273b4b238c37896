'use client';

import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { type FieldErrors, type FormKind, fieldErrorsOf, formAction } from '../../lib/forms/schemas';
import { reachGoal } from '../../lib/metrika';
import { showToast } from '../shell/toast-store';
import { Button } from '../ui/Button';
import { ConsentField } from './ConsentField';
import { SiteFormContext } from './form-context';
import type { FormInitial } from './initial-state';

const NETWORK_FAILED = 'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.';
const UNKNOWN_FAILURE = 'Не удалось отправить заявку. Попробуйте ещё раз.';

type Answer =
  | { ok: true; message: string }
  | { ok: false; message?: string; fieldErrors?: FieldErrors; toast?: boolean };

function readAnswer(data: unknown): Answer | null {
  if (typeof data !== 'object' || data === null || !('ok' in data)) return null;
  return data as Answer;
}

export type SiteFormProps = {
  kind: FormKind;
  /** The form's schema from src/lib/forms/schemas.ts (the same one the edge validates with). */
  schema: z.ZodMiniType;
  /** Path of the page the form is on: a no-JS submission comes back here. */
  back: string;
  /** From `formInitial(kind, path)` on the server: the result of a no-JS submission. */
  initial?: FormInitial;
  title?: string;
  /** One line under the title. */
  lead?: string;
  submitLabel: string;
  /** Fixed values (the car being booked), sent as hidden inputs. */
  hidden?: Record<string, string>;
  /** Starting values of visible fields (the catalogue's filters for a car request). */
  defaults?: Record<string, string>;
  children: ReactNode;
  className?: string;
};

/**
 * A site form: a plain POST to `/api/forms/{kind}` that works without JavaScript, enhanced here
 * to validate with the shared schema first, post JSON with `x-requested-with: fetch`, show the
 * server's 422 errors by field, toasts for 429/5xx, and the success state in place. What was
 * typed stays in the inputs on any error; a second submit while one runs is ignored.
 */
export function SiteForm({
  kind,
  schema,
  back,
  initial,
  title,
  lead,
  submitLabel,
  hidden,
  defaults,
  children,
  className,
}: SiteFormProps) {
  const [errors, setErrors] = useState<FieldErrors>(initial?.fieldErrors ?? {});
  const [message, setMessage] = useState(initial?.sent ? undefined : initial?.message);
  const [sent, setSent] = useState(initial?.sent ? (initial.message ?? 'Спасибо! Заявка принята.') : undefined);
  const [pending, setPending] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const idPrefix = `form-${kind}`;

  // Hydrated: the schema checks the fields, so the browser's own bubbles step aside.
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (sent && enhanced) successRef.current?.focus();
  }, [sent, enhanced]);

  const touch = useCallback((name: string) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  function showErrors(next: FieldErrors, text?: string) {
    setErrors(next);
    setMessage(text);
    // After React paints the errors: focus the first invalid field, so it is announced.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === 'string') values[key] = value;
    });
    const checked = schema.safeParse(values);
    if (!checked.success) {
      showErrors(fieldErrorsOf(checked.error.issues), 'Проверьте правильность заполнения полей');
      return;
    }
    busy.current = true;
    setPending(true);
    setMessage(undefined);
    try {
      const res = await fetch(formAction(kind), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify(values),
      });
      const answer = readAnswer(await res.json().catch(() => null));
      if (answer?.ok) {
        setErrors({});
        setSent(answer.message);
        reachGoal(`form-${kind}`);
      } else if (answer?.toast || !answer) {
        showToast(answer?.message ?? UNKNOWN_FAILURE, 'error');
      } else {
        showErrors(answer.fieldErrors ?? {}, answer.message ?? UNKNOWN_FAILURE);
      }
    } catch {
      showToast(NETWORK_FAILED, 'error');
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  // Errors of fields the visitor cannot see (the car id, the body as a whole) go in the message.
  const hiddenErrors = [...Object.keys(hidden ?? {}), '_'].flatMap((name) => errors[name] ?? []);

  const heading = title ? (
    <h2 className="site-form__title" id={`${idPrefix}-title`}>
      {title}
    </h2>
  ) : null;

  if (sent) {
    return (
      <section
        className={`site-form site-form--sent ${className ?? ''}`}
        id={idPrefix}
        aria-labelledby={title ? `${idPrefix}-title` : undefined}
      >
        {heading}
        <div className="site-form__success" role="status" tabIndex={-1} ref={successRef}>
          <p className="site-form__success-text">{sent}</p>
        </div>
        <Button theme="outline" size="md" onClick={() => setSent(undefined)}>
          Отправить ещё одну заявку
        </Button>
      </section>
    );
  }

  return (
    <section
      className={`site-form ${className ?? ''}`}
      id={idPrefix}
      aria-labelledby={title ? `${idPrefix}-title` : undefined}
    >
      {heading}
      {lead ? <p className="site-form__lead">{lead}</p> : null}
      <SiteFormContext.Provider
        value={{ idPrefix, values: { ...defaults, ...initial?.values }, errors, pending, touch }}
      >
        <form
          ref={formRef}
          method="post"
          action={formAction(kind)}
          className="site-form__form"
          noValidate={enhanced}
          onSubmit={onSubmit}
          aria-busy={pending || undefined}
          aria-label={title ? undefined : submitLabel}
        >
          <input type="hidden" name="_back" value={back} />
          {Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <ConsentField />
          {message ? (
            <p className="site-form__message" role="alert">
              {message}
            </p>
          ) : null}
          {hiddenErrors.length ? (
            <p className="site-form__message" role="alert">
              {hiddenErrors.join(' ')}
            </p>
          ) : null}
          <Button type="submit" loading={pending} fullWidth className="site-form__submit">
            {pending ? 'Отправляем…' : submitLabel}
          </Button>
        </form>
      </SiteFormContext.Provider>
    </section>
  );
}
