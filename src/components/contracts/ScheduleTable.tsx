import { formatDateShort, formatPercent, formatRoubles } from '@common/format';
import { SCHEDULE_TABLE_COLUMNS, type ScheduleTableColumn } from '@common/schedule-columns';
import type { Schedule, ScheduleRow } from '@edge/upstream/contracts';
import type { ReactNode } from 'react';
import { StatusBadge } from '../account/StatusBadge';
import { DataTable } from '../ui/DataTable';

/** Each column's cell (`common/schedule-columns.ts` names and orders them; a new one must be here). */
const CELLS: { [K in ScheduleTableColumn['key']]: (row: ScheduleRow) => ReactNode } = {
  number: (row) => row.number,
  kind: (row) => row.kind.name,
  date: (row) => <time dateTime={row.date}>{formatDateShort(row.date)}</time>,
  amount: (row) => formatRoubles(row.amount),
  principal: (row) => formatRoubles(row.principal),
  interest: (row) => formatRoubles(row.interest),
  vat: (row) => `${formatRoubles(row.vat)} (${formatPercent(row.vatRate)})`,
  status: (row) => (
    <>
      <StatusBadge slug={row.status.slug}>{row.status.name}</StatusBadge>
      {row.paidAt ? <span className="data-table__note"> {formatDateShort(row.paidAt)}</span> : null}
    </>
  ),
};

/** A cell's classes: a sum's alignment, then its place in a phone's compact row (`schedule.css`). */
const cellClass = (column: ScheduleTableColumn) =>
  `${'money' in column ? 'data-table__money ' : ''}schedule-table__${'phone' in column ? column.phone : 'part'}`;

/** The columns before the total's and after it: the footer's label and its breakdown span them. */
const TOTAL_AT = SCHEDULE_TABLE_COLUMNS.findIndex((column) => column.key === 'amount');
const AFTER_TOTAL = SCHEDULE_TABLE_COLUMNS.length - TOTAL_AT - 1;

/**
 * The schedule's rows as a table of its columns; a phone shows each payment as a compact row with
 * every figure of the desktop's columns, each labelled. A `summary` is the footer.
 */
export function ScheduleTable({
  rows,
  caption,
  summary,
}: {
  rows: ScheduleRow[];
  caption: string;
  summary?: Schedule['summary'];
}) {
  return (
    <DataTable
      className="schedule-table"
      caption={caption}
      columns={SCHEDULE_TABLE_COLUMNS.map((column) => column.label)}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={`data-table__row--${row.status.slug}`}>
            {SCHEDULE_TABLE_COLUMNS.map((column) => (
              <td key={column.key} data-label={column.label} className={cellClass(column)}>
                {CELLS[column.key](row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {summary ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={TOTAL_AT}>
              Итого, платежей: {summary.count}
            </th>
            <td data-label="Сумма" className="data-table__money">
              {formatRoubles(summary.total)}
            </td>
            <td colSpan={AFTER_TOTAL} data-label="Из них">
              оплачено {formatRoubles(summary.paid)}, ожидает {formatRoubles(summary.unpaid)}, просрочено{' '}
              {formatRoubles(summary.overdue)}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </DataTable>
  );
}
