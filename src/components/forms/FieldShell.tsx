import './forms.css';
import type { ReactNode } from 'react';

type Props = { id: string; label: string; hint?: string; error?: string; required?: boolean; children: ReactNode };

/** A field's error under it, named by the control's `aria-describedby` (`{id}-error`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** Label, control, hint and the field's error right under it (server 422 texts land here too). */
export function FieldShell({ id, label, hint, error, required, children }: Props) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
