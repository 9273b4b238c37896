import './table-filters.css';
import type { ReactNode } from 'react';
import { PlainInput } from '../forms/PlainControls';

type Props = {
  action: string;
  label: string;
  /** `off` on filters that Back/Forward keeps in step with the URL: the browser must not refill them. */
  autoComplete?: 'off';
  children: ReactNode;
};

/** The GET form of filters above an account table: a filter is a URL, without JavaScript too. */
export function TableFilters({ action, label, autoComplete, children }: Props) {
  return (
    <form method="get" action={action} className="table-filters" aria-label={label} autoComplete={autoComplete}>
      {children}
    </form>
  );
}

/** One labelled control of the filters (a select, a date), its label a 44 px target. */
export function FilterOption({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the children, inside the label
    <label className="table-filters__option">
      {label}
      {children}
    </label>
  );
}

/** «С» and «По»: the date range of a filter form (`from` and `to` in the URL, `YYYY-MM-DD`). */
export function DateRangeFilter({ from, to }: { from?: string; to?: string }) {
  return (
    <>
      <FilterOption label="С">
        <PlainInput type="date" name="from" defaultValue={from} />
      </FilterOption>
      <FilterOption label="По">
        <PlainInput type="date" name="to" defaultValue={to} />
      </FilterOption>
    </>
  );
}
