'use client';

import type { FieldErrors } from '@common/forms/errors';
import { ownValue } from '@common/own-keys';
import { createContext, useContext } from 'react';

export type FormState = {
  /** Prefix of the field ids, unique per form on the page. */
  idPrefix: string;
  /** Values to show when the form is (re)rendered: what was typed before a no-JS round trip. */
  values: Record<string, string>;
  errors: FieldErrors;
  pending: boolean;
  /** Required fields carry a visible asterisk (public forms, where some fields are optional). */
  markRequired: boolean;
  /** A field was edited: its stale error goes. */
  touch: (name: string) => void;
};

export const FormContext = createContext<FormState>({
  idPrefix: 'form',
  values: {},
  errors: {},
  pending: false,
  markRequired: false,
  touch: () => {},
});

export const useFormState = () => useContext(FormContext);

/**
 * Ids and ARIA wiring of one field: its label, hint and error text. `control` is what every
 * control spreads (id, name, required and its ARIA, clearing a stale error on edit), `shell` what
 * its FieldShell does.
 */
export function useField(name: string, hint?: string, required?: boolean) {
  const { idPrefix, values, errors, touch, markRequired } = useFormState();
  const id = `${idPrefix}-${name}`;
  const error = ownValue(errors, name)?.join(' ');
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const onEdit = () => touch(name);
  return {
    id,
    error,
    describedBy,
    defaultValue: ownValue(values, name),
    onEdit,
    /** What the field's FieldShell takes besides its label. */
    shell: { id, hint, error, required: required && markRequired },
    control: {
      id,
      name,
      required,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      onChange: onEdit,
    },
  };
}
