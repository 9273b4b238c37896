import './DataTable.css';
import type { ReactNode } from 'react';
import { TableHead } from './TableHead';

type Props = {
  /** What the table lists, for screen readers (the caption is visually hidden). */
  caption: ReactNode;
  columns: readonly ReactNode[];
  /** A block that tunes the table (`schedule-table`). */
  className?: string;
  /** The table's `<tbody>` (and `<tfoot>`): cells use `.data-table__money`, `.data-table__note`. */
  children: ReactNode;
};

/** A `.data-table` of the account: a table of figures on a desktop, labelled rows on a phone. */
export function DataTable({ caption, columns, className, children }: Props) {
  return (
    // The box scrolls a table that cannot fit (text at 200 % on a desktop), never the page (WCAG 1.4.10).
    <div className="data-table__box">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={columns} />
        {children}
      </table>
    </div>
  );
}
