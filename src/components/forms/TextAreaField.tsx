'use client';

import './forms.css';
import { FieldShell } from './FieldShell';
import { useField } from './form-context';

type Props = { name: string; label: string; hint?: string; required?: boolean; maxLength?: number; rows?: number };

/** A labelled multi-line text (comments, questions). */
export function TextAreaField({ name, label, hint, required, maxLength = 1000, rows = 3 }: Props) {
  const field = useField(name, hint, required);
  return (
    <FieldShell {...field.shell} label={label}>
      <textarea
        {...field.control}
        className="field__input field__input--area"
        rows={rows}
        maxLength={maxLength}
        defaultValue={field.defaultValue}
      />
    </FieldShell>
  );
}
