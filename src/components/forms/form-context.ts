'use client';

import { createContext, useContext } from 'react';
import type { FieldErrors } from '../../lib/forms/schemas';

export type SiteFormState = {
  /** Prefix of the field ids, unique per form on the page. */
  idPrefix: string;
  /** Values to show when the form is (re)rendered: what was typed before a no-JS round trip. */
  values: Record<string, string>;
  errors: FieldErrors;
  pending: boolean;
  /** A field was edited: its stale error goes. */
  touch: (name: string) => void;
};

export const SiteFormContext = createContext<SiteFormState>({
  idPrefix: 'form',
  values: {},
  errors: {},
  pending: false,
  touch: () => {},
});

export const useSiteForm = () => useContext(SiteFormContext);

/** Ids and ARIA wiring of one field: its label, hint and error text. */
export function useFieldProps(name: string, hint?: string) {
  const { idPrefix, values, errors, touch } = useSiteForm();
  const id = `${idPrefix}-${name}`;
  const error = errors[name]?.join(' ');
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, error, describedBy, defaultValue: values[name], touch };
}
