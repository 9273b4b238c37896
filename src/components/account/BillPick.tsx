'use client';

import { useField } from '../forms/form-context';

/**
 * What every checkbox of the bills' choice carries inside `BillsForm`: the choice's error (named
 * by `aria-describedby`, `aria-invalid`), cleared when one is ticked, as editing a field does.
 */
export function useBillChoice() {
  const field = useField('ids');
  return {
    type: 'checkbox' as const,
    className: 'bills-form__box',
    'aria-invalid': field.control['aria-invalid'],
    'aria-describedby': field.describedBy,
    onChange: field.onEdit,
  };
}

/** A bill's checkbox in the archive form. */
export function BillPick({ id, number }: { id: number; number: string }) {
  return (
    <label className="bills-form__pick">
      <input {...useBillChoice()} name="ids" value={id} aria-label={`Счёт № ${number}`} />
    </label>
  );
}
