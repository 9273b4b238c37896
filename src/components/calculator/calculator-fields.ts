import { formatMoney, formatMonths, formatPercent } from '@common/format';
import { LEASE_LIMITS, type LeaseFieldErrors } from '@common/lease-input';

export type NumericField = 'price' | 'advancePercent' | 'termMonths' | 'buyoutPercent';

export type FieldSpec = {
  field: NumericField;
  label: string;
  inputMode: 'numeric' | 'decimal';
  /** Slider range; the text field accepts the whole range of the upstream. */
  min: number;
  max: number;
  step: number;
  valueText: (value: number) => string;
};

/** The calculator's number fields, in the order they are shown (the first wrong one takes focus). */
export function fieldSpecs(priceSliderMax: number): FieldSpec[] {
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

/** The id of a field's text input within one calculator (`base` is the form's `useId`). */
export const fieldInputId = (base: string, field: keyof LeaseFieldErrors) => `${base}-${field}`;

/** The fields with an error, in the order of the form. */
export const wrongFields = (errors: LeaseFieldErrors): (keyof LeaseFieldErrors)[] =>
  (['price', 'advancePercent', 'termMonths', 'buyoutPercent', 'clientType'] as const).filter(
    (field) => errors[field]?.length,
  );
