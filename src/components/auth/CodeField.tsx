'use client';

import { codeDigits } from '@common/sms-code';
import { TextField } from '../forms/TextField';

/**
 * «Код из SMS»: six digits, pasted with spaces or dashes too («123 456»): a paste is put in as its
 * digits. The field takes a few characters more than six, so a paste is never cut before
 * JavaScript loads; the edge reads the code the same way (common/sms-code.ts).
 */
export function CodeField() {
  return (
    <TextField
      name="code"
      label="Код из SMS"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      pattern="[0-9\s\-]{6,12}"
      required
      onPaste={(event) => {
        const digits = codeDigits(event.clipboardData.getData('text'));
        if (!/^\d{6}$/.test(digits)) return;
        event.preventDefault();
        const input = event.currentTarget;
        // The native setter, so React's onChange (the form's state) sees the new value.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, digits);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }}
    />
  );
}
