'use client';

import { FIELD_LABELS } from '@common/forms/public/labels';
import { maskPhone } from '@common/phone';
import { TextField } from './TextField';

const MOBILE_HINT = 'Мобильный, например +7 (900) 123-45-67';

/**
 * The phone with the `+7 (XXX) XXX-XX-XX` mask applied as one types. Without JavaScript it is a
 * plain tel input: the schema accepts any common format and normalises it. `mobile` (default)
 * says so in the hint; sign-in takes any Russian number.
 */
export function PhoneField({
  name = 'phone',
  label = FIELD_LABELS.contact.phone,
  mobile = true,
}: {
  name?: string;
  label?: string;
  mobile?: boolean;
}) {
  return (
    <TextField
      name={name}
      label={label}
      hint={mobile ? MOBILE_HINT : undefined}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      required
      onChange={(event) => {
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
  );
}
