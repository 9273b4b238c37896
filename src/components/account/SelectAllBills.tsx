'use client';

import { useField } from '../forms/form-context';

/**
 * «Выбрать все на странице» above the bills, at every width: ticks every bill checkbox of its form.
 * Without JavaScript the form's «Скачать все на странице» button does the same job, so this is only
 * a convenience. It carries the choice's error like the bills' own boxes.
 */
export function SelectAllBills() {
  const field = useField('ids');
  return (
    <label className="bills-form__all">
      <input
        type="checkbox"
        className="bills-form__box"
        aria-invalid={field.control['aria-invalid']}
        aria-describedby={field.describedBy}
        onChange={(event) => {
          const form = event.currentTarget.form;
          for (const box of form?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? []) {
            box.checked = event.currentTarget.checked;
          }
          field.onEdit();
        }}
      />
      Выбрать все на странице
    </label>
  );
}
