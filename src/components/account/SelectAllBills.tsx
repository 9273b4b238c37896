'use client';

import { useBillChoice } from './BillPick';

/**
 * «Выбрать все на странице» above the bills, at every width: ticks every bill checkbox of its form.
 * Without JavaScript the form's «Скачать все на странице» button does the same job, so this is only
 * a convenience. It carries the choice's error like the bills' own boxes.
 */
export function SelectAllBills() {
  const choice = useBillChoice();
  return (
    <label className="bills-form__all">
      <input
        {...choice}
        onChange={(event) => {
          const form = event.currentTarget.form;
          for (const box of form?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? []) {
            box.checked = event.currentTarget.checked;
          }
          choice.onChange();
        }}
      />
      Выбрать все на странице
    </label>
  );
}
