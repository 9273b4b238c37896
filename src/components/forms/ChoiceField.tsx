'use client';

import './forms.css';
import { FieldError } from './FieldShell';
import { useField } from './form-context';
import type { SelectOption } from './SelectField';

/** One of a few options as radio buttons in a fieldset (private person or legal entity). */
export function ChoiceField({
  name,
  legend,
  options,
  defaultValue,
}: {
  name: string;
  legend: string;
  options: SelectOption[];
  defaultValue: string;
}) {
  const field = useField(name);
  const checked = field.defaultValue ?? defaultValue;
  return (
    <fieldset className={field.error ? 'choice field--invalid' : 'choice'} aria-describedby={field.describedBy}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={checked === option.value}
            onChange={field.onEdit}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={field.id} error={field.error} />
    </fieldset>
  );
}
