'use client';

import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { useFieldProps } from './form-context';

type Props = { name: string; label: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'defaultValue' | 'value'
>;

/** A labelled text input (also number, email, date) that keeps its value across a failed submit. */
export function TextField({ name, label, hint, required, onChange, ...rest }: Props) {
  const field = useFieldProps(name, hint);
  return (
    <FieldShell id={field.id} label={label} hint={hint} error={field.error} required={required}>
      <input
        type="text"
        {...rest}
        id={field.id}
        name={name}
        className="form-field__input"
        defaultValue={field.defaultValue}
        required={required}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        onChange={(event) => {
          field.touch(name);
          onChange?.(event);
        }}
      />
    </FieldShell>
  );
}
