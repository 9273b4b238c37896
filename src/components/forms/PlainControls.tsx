import './forms.css';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

const withClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/**
 * The form system's input, for a form that is no island (the catalogue's filters: a plain GET
 * form): the same look as `TextField`'s, without a `Form` around it.
 */
export function PlainInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} className={withClass('field__input', className)} />;
}

/** The form system's select outside a `Form` (the catalogue's sort order). */
export function PlainSelect({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...rest} className={withClass('field__input field__select', className)} />;
}
