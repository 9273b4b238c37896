import { API_ROUTES } from '@common/api-routes';
import { formatRoubles } from '@common/format';
import { JSON_REQUEST_HEADERS } from '@common/http';
import type { LeaseDraft, LeaseFieldErrors, LeaseQuote } from '@common/lease-input';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { wrongFields } from './calculator-fields';
import { loadValidator, unchecked } from './lease-validator';

/** Recompute once typing or dragging pauses, not on every keystroke. */
const DEBOUNCE_MS = 350;
const FAILED = 'Не удалось выполнить расчёт. Попробуйте ещё раз.';

export type LeaseQuoteStart = {
  initialDraft: LeaseDraft;
  initialQuote: LeaseQuote | null;
  initialErrors: LeaseFieldErrors;
  initialMessage?: string;
};

/** The short line the status region reads: the payment, or why there is none (WCAG 4.1.3). */
function summaryOf(quote: LeaseQuote | null, errors: LeaseFieldErrors): string {
  const wrong = wrongFields(errors).flatMap((field) => errors[field]?.slice(0, 1) ?? []);
  if (wrong.length) return `Расчёт не выполнен: ${wrong.join('; ')}`;
  return quote ? `Ежемесячный платёж: ${formatRoubles(quote.monthlyPayment)}` : '';
}

/**
 * The calculator's state: the fields as typed, the quote of the edge for them, errors by field.
 * A change recomputes after a pause; «Рассчитать» at once, and when a field is wrong focus goes to
 * the first wrong one (WCAG 3.3.1). A quote whose fields are wrong or failed is withdrawn: it would
 * show terms the fields no longer hold.
 */
export function useLeaseQuote(start: LeaseQuoteStart, form: RefObject<HTMLFormElement | null>) {
  const [draft, setDraft] = useState(start.initialDraft);
  const [quote, setQuote] = useState(start.initialQuote);
  const [errors, setErrors] = useState(start.initialErrors);
  const [message, setMessage] = useState(start.initialMessage);
  const [pending, setPending] = useState(false);
  const [summary, setSummary] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const focusWrong = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once each new set of errors is on the page.
  useEffect(() => {
    if (!focusWrong.current) return;
    focusWrong.current = false;
    const wrong = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!wrong) return;
    wrong.focus({ preventScroll: true });
    // Its label above and its error below in view on a phone too.
    wrong.closest('.calc__field')?.scrollIntoView({ block: 'center' });
  }, [errors, form]);

  const refuse = (fieldErrors: LeaseFieldErrors, byButton: boolean) => {
    focusWrong.current = byButton;
    setErrors(fieldErrors);
    setQuote(null);
    setMessage(undefined);
    setSummary(summaryOf(null, fieldErrors));
  };

  async function compute(next: LeaseDraft, byButton: boolean) {
    const validate = await loadValidator();
    const checked = validate?.(next);
    if (checked && !checked.ok) return refuse(checked.errors, byButton);
    setErrors({});
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    try {
      const res = await fetch(API_ROUTES.leaseQuote, {
        method: 'POST',
        headers: JSON_REQUEST_HEADERS,
        body: JSON.stringify(checked?.ok ? checked.input : unchecked(next)),
        signal: controller.signal,
      });
      const body = (await res.json()) as LeaseQuote & { message?: string; fieldErrors?: LeaseFieldErrors };
      if (res.ok) {
        setQuote(body);
        setMessage(undefined);
        setSummary(summaryOf(body, {}));
      } else if (res.status === 422 && body.fieldErrors) {
        refuse(body.fieldErrors, byButton);
      } else {
        setQuote(null);
        setMessage(body.message ?? FAILED);
      }
    } catch (err) {
      if (controller.signal.aborted) return;
      setQuote(null);
      setMessage(
        err instanceof Error && err.name === 'SyntaxError' ? FAILED : 'Нет связи с сервером. Проверьте подключение.',
      );
    } finally {
      if (inFlight.current === controller) setPending(false);
    }
  }

  function update(field: keyof LeaseDraft, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void compute(next, false), DEBOUNCE_MS);
  }

  function submit() {
    clearTimeout(timer.current);
    void compute(draft, true);
  }

  return { draft, quote, errors, message, pending, summary, update, submit };
}
