import { parseNumberText } from '@common/lease-input';
import type { FieldSpec } from './calculator-fields';

type Props = {
  spec: FieldSpec;
  inputId: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** One number of the calculator: its text field, a slider over the usual range, its error. */
export function CalculatorField({ spec, inputId, name, value, error, onChange }: Props) {
  const errorId = `${inputId}-error`;
  const numeric = parseNumberText(value);
  const sliderValue = Number.isFinite(numeric) ? Math.min(Math.max(numeric, spec.min), spec.max) : spec.min;
  return (
    <div className="calc__field">
      <label className="calc__label" htmlFor={inputId}>
        {spec.label}
      </label>
      <input
        id={inputId}
        className="calc__input input"
        type="text"
        inputMode={spec.inputMode}
        autoComplete="off"
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
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
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
