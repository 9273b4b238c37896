'use client';

import { type InputHTMLAttributes, useId } from 'react';
import { useFormState } from './form-state';

type Props = {
  name: string;
  label: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input with its server-side errors right under it (spec: 422 next to the field). */
export function Field({ name, label, hint, type = 'text', ...rest }: Props) {
  const id = useId();
  const { fieldErrors } = useFormState();
  const errors = fieldErrors[name];
  const described = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={errors?.length ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="field__input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p className="field__error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
