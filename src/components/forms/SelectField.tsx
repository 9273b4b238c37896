'use client';

import './forms.css';
import { FieldShell } from './FieldShell';
import { useField } from './form-context';
import { SelectOptions } from './SelectOptions';

export type SelectOption = { value: string; label: string };

type Props = {
  name: string;
  label: string;
  options: SelectOption[];
  /** The empty first option («Не выбрано»); a required select still starts empty. */
  placeholder?: string;
  hint?: string;
  required?: boolean;
  defaultValue?: string;
};

/** A labelled select of reference data (offices, banks, question types). */
export function SelectField({ name, label, options, placeholder = 'Не выбрано', hint, required, defaultValue }: Props) {
  const field = useField(name, hint, required);
  return (
    <FieldShell {...field.shell} label={label}>
      <select
        {...field.control}
        className="field__input field__select"
        defaultValue={field.defaultValue ?? defaultValue ?? ''}
      >
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    </FieldShell>
  );
}
