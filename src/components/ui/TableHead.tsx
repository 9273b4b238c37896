import type { ReactNode } from 'react';

/** A data table's header row: one column header (`scope="col"`) a name, in order. */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // The columns are fixed per table: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed header row
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
