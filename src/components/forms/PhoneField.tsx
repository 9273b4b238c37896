'use client';

import { maskPhone } from '../../lib/phone';
import { FieldShell } from './FieldShell';
import { useFieldProps } from './form-context';

/**
 * The phone with the `+7 (XXX) XXX-XX-XX` mask applied as one types. Without JavaScript it is a
 * plain tel input: the schema accepts any common format and normalises it.
 */
export function PhoneField({ name = 'phone', label = 'Телефон' }: { name?: string; label?: string }) {
  const field = useFieldProps(name, 'Мобильный, например +7 (900) 123-45-67');
  return (
    <FieldShell id={field.id} label={label} hint="Мобильный, например +7 (900) 123-45-67" error={field.error} required>
      <input
        id={field.id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (___) ___-__-__"
        className="form-field__input"
        defaultValue={field.defaultValue}
        required
        aria-required
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        onChange={(event) => {
          field.touch(name);
          const input = event.currentTarget;
          // Deleting must be able to remove a bracket or a dash, and editing inside keeps the caret.
          const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
          if (inputType.startsWith('delete') || input.selectionStart !== input.value.length) return;
          input.value = maskPhone(input.value);
        }}
        onBlur={(event) => {
          const input = event.currentTarget;
          if (/\d/.test(input.value)) input.value = maskPhone(input.value);
        }}
      />
    </FieldShell>
  );
}
