'use client';

import './forms.css';
import { type FormInitial, readFormAnswer } from '@common/forms/answer';
import { type FieldErrors, fieldErrorsOf, INVALID_FORM_MESSAGE } from '@common/forms/errors';
import type { FormId } from '@common/forms/form-kinds';
import { JSON_REQUEST_HEADERS } from '@common/http';
import { nullRecord, ownValue } from '@common/own-keys';
import { loadOnce } from '@src/lib/load-once';
import { reachGoal } from '@src/lib/metrika';
import { type FormEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { showToast } from '../shell/toast-store';
import { Button } from '../ui/Button';
import { ConsentField } from './ConsentField';
import { FormContext } from './form-context';
import { SubmitButton } from './SubmitButton';

const SCHEMA_WAIT_MS = 3000;
const NETWORK_FAILED = 'Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.';
const UNKNOWN_FAILURE = 'Не удалось отправить форму. Попробуйте ещё раз.';

export type FormProps = {
  /** The edge action (`/api/forms/{kind}`, `/api/auth/login` …); the same with and without JavaScript. */
  action: string;
  /** The form's id on the page: field ids, the `#form-{id}` anchor and the Metrika goal `form-{id}`. */
  id: FormId;
  /**
   * Loads the form's schema from `@common/forms/public` (the one the edge validates with), to show
   * errors before posting: `() => import('@common/forms/public/callback').then((m) => m.callbackForm)`.
   * A loader, so zod and the schema reach the browser when the visitor first focuses the form, not
   * with the page; if it cannot load, the edge's 422 shows the same messages.
   */
  schema?: () => Promise<z.ZodMiniType>;
  /** Path of the page when the edge takes it from the form (`_back`): a no-JS submission comes back here. */
  back?: string;
  /** From `formInitial(id, page)` on the server: the result of a no-JS submission. */
  initial?: FormInitial;
  /** A heading makes the form a card of its own (`section.site-form`). */
  title?: string;
  lead?: ReactNode;
  /** Accessible name when there is no title. */
  label?: string;
  submitLabel: string;
  pendingLabel?: string;
  /** The 152-ФЗ consent checkbox before the button (every public form). */
  consent?: boolean;
  /** Fixed values (the car being booked), sent as hidden inputs. */
  hidden?: Record<string, string>;
  /** Starting values of visible fields (the catalogue's filters for a car request). */
  defaults?: Record<string, string>;
  /** After the submit button: other actions of the same form (resend the code). */
  after?: ReactNode;
  /** Send analytics goal `form-{id}` on success. */
  goal?: boolean;
  /** Also announce a success in place as a success toast (an account request; the form keeps its own note). */
  successToast?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * The one form of the site: a plain POST that works without JavaScript (the edge answers with a
 * 303 and a flash), enhanced here to check the shared schema first, post JSON, show the server's
 * 422 errors by field, toasts for 429/5xx, go where the edge says (a redirect, /login after a 401),
 * or show the success state in place. What was typed stays on any error; a second submit while
 * one runs is ignored; a submit button's `formAction` picks another action (resend the code).
 */
export function Form(props: FormProps) {
  const { action, id, schema, back, initial, title, lead, label, submitLabel, consent, hidden, after } = props;
  const [errors, setErrors] = useState<FieldErrors>(initial?.fieldErrors ?? {});
  const [message, setMessage] = useState(initial?.sent ? undefined : initial?.message);
  const [sent, setSent] = useState(initial?.sent ? (initial.message ?? 'Спасибо! Заявка принята.') : undefined);
  const [pending, setPending] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const busy = useRef(false);
  const focusInvalid = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const idPrefix = `form-${id}`;

  // Hydrated: the schema and the server check the fields, so the browser's own bubbles step aside.
  // In the same commit (a layout effect): an island hydrated by the visitor's press
  // (DeferredHydration) must not let the browser's bubbles block the click that follows.
  useLayoutEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (sent && enhanced) successRef.current?.focus();
  }, [sent, enhanced]);

  const touch = useCallback((name: string) => {
    setErrors((current) => {
      if (!ownValue(current, name)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  function showErrors(next: FieldErrors, text?: string) {
    focusInvalid.current = true;
    setErrors(next);
    setMessage(text);
  }

  // Once the errors are on screen: focus the first invalid field, so it is announced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs after each new set of errors commits.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // A failure of the request (network, 429, 5xx): the toast, and the same words stay in the form
  // beside its button (WCAG 2.2.1, 3.3.1), where focus still is; fields keep what was typed.
  function failed(text: string) {
    showToast(text, 'error');
    setMessage(text);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const other = submitter instanceof HTMLButtonElement && submitter.hasAttribute('formaction');
    const values = nullRecord<string>();
    new FormData(form, submitter).forEach((value, key) => {
      if (typeof value === 'string') values[key] = value;
    });
    busy.current = true;
    // A schema that has not loaded within a few seconds (a poor network) is skipped: the edge checks anyway.
    const checker =
      !other && schema
        ? await Promise.race([loadOnce(schema), new Promise<undefined>((done) => setTimeout(done, SCHEMA_WAIT_MS))])
        : undefined;
    const checked = checker?.safeParse(values);
    if (checked && !checked.success) {
      busy.current = false;
      showErrors(fieldErrorsOf(checked.error.issues), INVALID_FORM_MESSAGE);
      return;
    }
    setPending(true);
    setMessage(undefined);
    try {
      const res = await fetch(other ? submitter.formAction : form.action, {
        method: 'POST',
        headers: JSON_REQUEST_HEADERS,
        body: JSON.stringify(values),
      });
      const answer = readFormAnswer(await res.json().catch(() => null));
      if (answer?.redirect) {
        // A full load: the next page reads the new session and the flash toast on the server. A
        // target without a fragment keeps the page's, as a browser does over an HTTP redirect:
        // a deep link's `#schedule` survives the sign-in screen it was sent through.
        const target = new URL(answer.redirect, window.location.href);
        if (!target.hash) target.hash = window.location.hash;
        window.location.assign(target.href);
        return;
      }
      if (answer?.ok) {
        setErrors({});
        setSent(answer.message ?? 'Спасибо! Заявка принята.');
        if (props.successToast) showToast(answer.message ?? 'Спасибо! Заявка принята.', 'success');
        if (props.goal) reachGoal(`form-${id}`);
      } else if (!answer || answer.toast) {
        failed(answer?.message ?? UNKNOWN_FAILURE);
      } else {
        showErrors(answer.fieldErrors ?? {}, answer.message ?? UNKNOWN_FAILURE);
      }
    } catch {
      failed(NETWORK_FAILED);
    }
    busy.current = false;
    setPending(false);
  }

  // Errors of fields the visitor cannot see (the car id, the body as a whole) go in the message.
  const hiddenErrors = [...Object.keys(hidden ?? {}), '_'].flatMap((name) => ownValue(errors, name) ?? []);
  const heading = title ? (
    <h2 className="site-form__title" id={`${idPrefix}-title`}>
      {title}
    </h2>
  ) : null;

  const body = sent ? (
    <>
      {heading}
      <div className="site-form__success" role="status" tabIndex={-1} ref={successRef}>
        <p className="site-form__success-text">{sent}</p>
      </div>
      <Button theme="outline" size="md" onClick={() => setSent(undefined)}>
        Отправить ещё одну заявку
      </Button>
    </>
  ) : (
    <>
      {heading}
      {lead ? <p className="site-form__lead">{lead}</p> : null}
      <FormContext.Provider
        value={{
          idPrefix,
          values: { ...props.defaults, ...initial?.values },
          errors,
          pending,
          touch,
          markRequired: !!consent,
        }}
      >
        <form
          ref={formRef}
          method="post"
          action={action}
          className={title ? 'form' : `form ${props.className ?? ''}`}
          noValidate={enhanced}
          data-enhanced={enhanced || undefined}
          onSubmit={onSubmit}
          onFocus={schema ? () => void loadOnce(schema) : undefined}
          aria-busy={pending || undefined}
          aria-label={title ? undefined : (label ?? submitLabel)}
        >
          {back ? <input type="hidden" name="_back" value={back} /> : null}
          {Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {props.children}
          {consent ? <ConsentField /> : null}
          {message || hiddenErrors.length ? (
            <p className="form__message" role="alert">
              {[message, ...hiddenErrors].filter(Boolean).join(' ')}
            </p>
          ) : null}
          <SubmitButton pendingLabel={props.pendingLabel ?? (consent ? 'Отправляем…' : undefined)}>
            {submitLabel}
          </SubmitButton>
          {after}
        </form>
      </FormContext.Provider>
    </>
  );

  if (!title && !sent) return body;
  return (
    <section
      className={`site-form ${sent ? 'site-form--sent' : ''} ${props.className ?? ''}`}
      id={idPrefix}
      aria-labelledby={title ? `${idPrefix}-title` : undefined}
    >
      {body}
    </section>
  );
}
