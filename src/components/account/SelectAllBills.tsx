'use client';

/**
 * «Выбрать все на странице»: ticks every bill checkbox of its form. Without JavaScript the form's
 * «Скачать все на странице» button does the same job, so this is only a convenience.
 */
export function SelectAllBills() {
  return (
    <label className="bills-form__pick">
      <input
        type="checkbox"
        className="bills-form__box"
        aria-label="Выбрать все на странице"
        onChange={(event) => {
          const form = event.currentTarget.form;
          for (const box of form?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? []) {
            box.checked = event.currentTarget.checked;
          }
        }}
      />
    </label>
  );
}
