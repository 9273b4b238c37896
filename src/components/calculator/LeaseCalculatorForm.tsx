'use client';

import { INDIVIDUAL, LEGAL_ENTITY } from '@common/client-type';
import './LeaseCalculatorForm.css';
import { LEASE_QUERY, leaseApplicationHref } from '@common/lease-input';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { CalculatorField } from './CalculatorField';
import { fieldInputId, fieldSpecs } from './calculator-fields';
import { LeaseResults } from './LeaseResults';
import { loadValidator } from './lease-validator';
import { type LeaseQuoteStart, useLeaseQuote } from './use-lease-quote';

export type LeaseCalculatorFormProps = LeaseQuoteStart & {
  /** Where the no-JavaScript GET form goes (the page itself, at the calculator). */
  action: string;
  /** Upper end of the price slider (the text field takes larger prices too). */
  priceSliderMax: number;
  /** The car of the page: an application with the terms is about it. */
  carId?: number;
};

const CLIENT_TYPES = [
  [INDIVIDUAL, 'Физическое лицо'],
  [LEGAL_ENTITY, 'Юридическое лицо'],
] as const;

/**
 * The calculator's island: text fields with sliders, person or legal entity; a change recomputes
 * through the edge after a short pause (use-lease-quote.ts). Without JavaScript the same markup is
 * a GET form that the server answers with the results. A status region reads a short line after
 * each result or refusal; the result itself is not a live region (it would be read whole at every
 * change).
 */
export function LeaseCalculatorFormIsland(props: LeaseCalculatorFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { draft, quote, errors, message, pending, summary, update, submit } = useLeaseQuote(props, form);
  // Marks the form as interactive: until then it is the plain GET form (and tests wait for this).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const errorText = (field: keyof typeof errors) => errors[field]?.[0];

  return (
    <form
      ref={form}
      className="calc panel"
      method="get"
      action={props.action}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onFocus={() => void loadValidator()}
      noValidate
      data-ready={ready || undefined}
    >
      <div className="calc__inputs">
        {fieldSpecs(props.priceSliderMax).map((spec) => (
          <CalculatorField
            key={spec.field}
            spec={spec}
            inputId={fieldInputId(id, spec.field)}
            name={LEASE_QUERY[spec.field]}
            value={draft[spec.field]}
            error={errorText(spec.field)}
            onChange={(value) => update(spec.field, value)}
          />
        ))}
        <fieldset className="calc__client">
          <legend className="calc__label">Лизингополучатель</legend>
          {CLIENT_TYPES.map(([value, label]) => (
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
      <p className="visually-hidden" role="status">
        {summary}
      </p>
      <div className="calc-result" aria-busy={pending || undefined}>
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
          <p className="calc-result__note">
            {Object.keys(errors).length
              ? 'Исправьте отмеченные поля, чтобы увидеть расчёт.'
              : 'Заполните поля, чтобы увидеть расчёт.'}
          </p>
        )}
      </div>
    </form>
  );
}
