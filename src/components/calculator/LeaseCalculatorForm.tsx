'use client';
import { API_ROUTES } from '@common/api-routes';

import { INDIVIDUAL, LEGAL_ENTITY } from '@common/client-type';
import './LeaseCalculatorForm.css';
import { formatMoney, formatMonths, formatPercent } from '@common/format';
import { JSON_REQUEST_HEADERS } from '@common/http';
import type { LeaseQuote } from '@common/lease-input';
import {
  LEASE_LIMITS,
  LEASE_QUERY,
  type LeaseDraft,
  type LeaseFieldErrors,
  leaseApplicationHref,
  parseNumberText,
} from '@common/lease-input';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { LeaseResults } from './LeaseResults';
import { loadValidator, unchecked } from './lease-validator';

/** Recompute once typing or dragging pauses, not on every keystroke. */
const DEBOUNCE_MS = 350;
const ENDPOINT = API_ROUTES.leaseQuote;
const FAILED = 'Не удалось выполнить расчёт. Попробуйте ещё раз.';

type NumericField = 'price' | 'advancePercent' | 'termMonths' | 'buyoutPercent';

type FieldSpec = {
  field: NumericField;
  label: string;
  inputMode: 'numeric' | 'decimal';
  /** Slider range; the text field accepts the whole range of the upstream. */
  min: number;
  max: number;
  step: number;
  valueText: (value: number) => string;
};

export type LeaseCalculatorFormProps = {
  initialDraft: LeaseDraft;
  initialQuote: LeaseQuote | null;
  initialErrors: LeaseFieldErrors;
  initialMessage?: string;
  /** Where the no-JavaScript GET form goes (the page itself, at the calculator). */
  action: string;
  /** Upper end of the price slider (the text field takes larger prices too). */
  priceSliderMax: number;
  /** The car of the page: an application with the terms is about it. */
  carId?: number;
};

function fieldSpecs(priceSliderMax: number): FieldSpec[] {
  const L = LEASE_LIMITS;
  return [
    {
      field: 'price',
      label: 'Стоимость автомобиля, ₽',
      inputMode: 'numeric',
      min: L.price.min,
      max: priceSliderMax,
      step: L.price.step,
      valueText: (v) => formatMoney(v),
    },
    { field: 'advancePercent', label: 'Аванс, %', inputMode: 'decimal', ...L.advancePercent, valueText: formatPercent },
    { field: 'termMonths', label: 'Срок, месяцев', inputMode: 'numeric', ...L.termMonths, valueText: formatMonths },
    {
      field: 'buyoutPercent',
      label: 'Выкупной платёж, %',
      inputMode: 'decimal',
      ...L.buyoutPercent,
      valueText: formatPercent,
    },
  ];
}

/**
 * The calculator's island: text fields with sliders, person or legal entity; a change recomputes
 * through the edge after a short pause. Without JavaScript the same markup is a GET form that the
 * server answers with the results.
 */
export function LeaseCalculatorFormIsland(props: LeaseCalculatorFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(props.initialDraft);
  const [quote, setQuote] = useState(props.initialQuote);
  const [errors, setErrors] = useState(props.initialErrors);
  const [message, setMessage] = useState(props.initialMessage);
  const [pending, setPending] = useState(false);
  // Marks the form as interactive: until then it is the plain GET form (and tests wait for this).
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    setReady(true);
    return () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
  }, []);

  async function compute(next: LeaseDraft) {
    const validate = await loadValidator();
    const checked = validate?.(next);
    if (checked && !checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    try {
      const res = await fetch(ENDPOINT, {
        method: 'POST',
        headers: JSON_REQUEST_HEADERS,
        body: JSON.stringify(checked?.ok ? checked.input : unchecked(next)),
        signal: controller.signal,
      });
      const body = (await res.json()) as LeaseQuote & { message?: string; fieldErrors?: LeaseFieldErrors };
      if (res.ok) {
        setQuote(body);
        setMessage(undefined);
      } else if (res.status === 422 && body.fieldErrors) {
        setErrors(body.fieldErrors);
      } else {
        setMessage(body.message ?? FAILED);
      }
    } catch (err) {
      if (controller.signal.aborted) return;
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
    timer.current = setTimeout(() => void compute(next), DEBOUNCE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    void compute(draft);
  }

  const specs = fieldSpecs(props.priceSliderMax);
  const errorText = (field: keyof LeaseFieldErrors) => errors[field]?.[0];

  return (
    <form
      className="calc panel"
      method="get"
      action={props.action}
      onSubmit={submit}
      onFocus={() => void loadValidator()}
      noValidate
      data-ready={ready || undefined}
    >
      <div className="calc__inputs">
        {specs.map((spec) => {
          const inputId = `${id}-${spec.field}`;
          const errorId = `${inputId}-error`;
          const error = errorText(spec.field);
          const numeric = parseNumberText(draft[spec.field]);
          const sliderValue = Number.isFinite(numeric) ? Math.min(Math.max(numeric, spec.min), spec.max) : spec.min;
          return (
            <div className="calc__field" key={spec.field}>
              <label className="calc__label" htmlFor={inputId}>
                {spec.label}
              </label>
              <input
                id={inputId}
                className="calc__input input"
                type="text"
                inputMode={spec.inputMode}
                autoComplete="off"
                name={LEASE_QUERY[spec.field]}
                value={draft[spec.field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => update(spec.field, e.target.value)}
              />
              <input
                className="calc__range"
                type="range"
                min={spec.min}
                max={spec.max}
                step={spec.step}
                value={sliderValue}
                aria-label={`${spec.label}: ползунок`}
                aria-valuetext={spec.valueText(sliderValue)}
                onChange={(e) => update(spec.field, e.target.value)}
              />
              {error ? (
                <p id={errorId} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <fieldset className="calc__client">
          <legend className="calc__label">Лизингополучатель</legend>
          {(
            [
              [INDIVIDUAL, 'Физическое лицо'],
              [LEGAL_ENTITY, 'Юридическое лицо'],
            ] as const
          ).map(([value, label]) => (
            <label className="calc__radio" key={value}>
              <input
                type="radio"
                name={LEASE_QUERY.clientType}
                value={value}
                checked={draft.clientType === value}
                onChange={() => update('clientType', value)}
              />
              {label}
            </label>
          ))}
          {errorText('clientType') ? <p className="field-error">{errorText('clientType')}</p> : null}
        </fieldset>
        <Button type="submit" size="md" theme="outline" loading={pending}>
          Рассчитать
        </Button>
      </div>
      <div className="calc-result" aria-live="polite" aria-busy={pending || undefined}>
        {message ? (
          <p className="calc-result__message" role="alert">
            {message}
          </p>
        ) : null}
        {quote ? (
          <>
            <LeaseResults quote={quote} />
            {/* The terms of the quote shown, whatever the fields hold while a new one is computed. */}
            <Button href={leaseApplicationHref(quote.input, props.carId)} size="md" className="calc-result__apply">
              Оставить заявку на этих условиях
            </Button>
          </>
        ) : (
          <p className="calc-result__note">Заполните поля, чтобы увидеть расчёт.</p>
        )}
      </div>
    </form>
  );
}
