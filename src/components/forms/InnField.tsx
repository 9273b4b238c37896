'use client';

import { TextField } from './TextField';

/** INN: digits only as one types, 10 for an organisation or 12 for a sole trader. */
export function InnField({ name = 'inn', label = 'ИНН' }: { name?: string; label?: string }) {
  return (
    <TextField
      name={name}
      label={label}
      hint="10 цифр для организации, 12 для ИП"
      inputMode="numeric"
      autoComplete="off"
      maxLength={12}
      required
      onChange={(event) => {
        const input = event.currentTarget;
        const digits = input.value.replace(/\D/g, '');
        if (digits !== input.value) input.value = digits;
      }}
    />
  );
}
