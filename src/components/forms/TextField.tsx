'use client';

import './forms.css';
import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { useField } from './form-context';

type Props = { name: string; label: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'defaultValue' | 'value'
>;

/**
 * A labelled input (text, email, date, password) that keeps its value across a failed submit;
 * a password is never put back.
 */
export function TextField({ name, label, hint, required, onChange, type = 'text', ...rest }: Props) {
  const field = useField(name, hint, required);
  return (
    <FieldShell {...field.shell} label={label}>
      <input
        type={type}
        {...rest}
        {...field.control}
        className="field__input"
        defaultValue={type === 'password' ? undefined : field.defaultValue}
        onChange={(event) => {
          field.onEdit();
          onChange?.(event);
        }}
      />
    </FieldShell>
  );
}
