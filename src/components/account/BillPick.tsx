'use client';

import { useField } from '../forms/form-context';

/** A bill's checkbox in the archive form (`BillsForm`): it names the choice's error when there is one. */
export function BillPick({ id, number }: { id: number; number: string }) {
  const field = useField('ids');
  return (
    <label className="bills-form__pick">
      <input
        type="checkbox"
        name="ids"
        value={id}
        className="bills-form__box"
        aria-label={`Счёт № ${number}`}
        aria-invalid={field.control['aria-invalid']}
        aria-describedby={field.describedBy}
        onChange={field.onEdit}
      />
    </label>
  );
}
