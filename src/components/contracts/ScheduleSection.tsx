import { contractPath } from '@common/constants';
import { type ContractQuery, contractSearch, SCHEDULE_STATUSES } from '@common/contract-query';
import { formatDateShort, formatPercent, formatRoubles, plural } from '@common/format';
import type { Schedule, ScheduleRow } from '@edge/upstream/contracts';
import { StatusBadge } from '../account/StatusBadge';
import { StatusFilter } from '../account/StatusFilter';
import { FilterOption, TableFilters } from '../account/TableFilters';
import { PlainSelect } from '../forms/PlainControls';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import './schedule.css';

type Props = {
  contractId: number;
  /** The rows the filters chose, with their summary. */
  schedule: Schedule;
  query: ContractQuery;
  years: number[];
  /** Some payment is still to come: only then is there a calendar to download. */
  hasUpcoming: boolean;
};

/** Upcoming payments shown besides the overdue ones before the schedule is unfolded. */
const NEXT_SHOWN = 3;

/**
 * What is due now: every overdue payment and the next few. The rest of the schedule (the past,
 * the far future) is one link away, `schedule=all`, so the page opens short without JavaScript.
 */
function rowsDueNow(items: ScheduleRow[]): ScheduleRow[] {
  const upcoming = items.filter((row) => row.status.slug === 'unpaid').slice(0, NEXT_SHOWN);
  return items.filter((row) => row.status.slug === 'overdue' || upcoming.includes(row));
}

/**
 * The payment schedule with its filters: a GET form, so a filter is a URL that works without
 * JavaScript and survives a reload; the operations' own parameters ride along unchanged. Without
 * a filter it opens on what is due now; a phone shows each payment as a compact row with every
 * figure of the desktop's columns. Exports are plain links.
 */
export function ScheduleSection({ contractId, schedule, query, years, hasUpcoming }: Props) {
  const exports = `/api/account/contracts/${contractId}/schedule`;
  const filtered = query.status.length > 0 || query.year !== undefined;
  const folded = !filtered && !query.all;
  const rows = folded ? rowsDueNow(schedule.items) : schedule.items;
  const page = contractPath(contractId);
  return (
    <>
      <TableFilters action="#schedule" label="Фильтры графика" autoComplete="off">
        <StatusFilter statuses={SCHEDULE_STATUSES} chosen={query.status} />
        <FilterOption label="Год">
          <PlainSelect name="year" defaultValue={query.year ? String(query.year) : ''}>
            <option value="">Все годы</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </PlainSelect>
        </FilterOption>
        {query.from ? <input type="hidden" name="from" value={query.from} /> : null}
        {query.to ? <input type="hidden" name="to" value={query.to} /> : null}
        <Button type="submit" size="md" theme="secondary">
          Показать
        </Button>
        <a href={`${page}#schedule`}>Сбросить</a>
      </TableFilters>
      <p className="table-exports">
        Скачать график: <a href={`${exports}.csv`}>CSV для Excel</a>
        {hasUpcoming ? (
          <>
            {' '}
            · <a href={`${exports}.ics`}>календарь платежей (iCalendar)</a>
          </>
        ) : null}
      </p>
      {folded && rows.length === 0 && schedule.items.length > 0 ? (
        <p className="empty-note">Все платежи по графику оплачены.</p>
      ) : null}
      {rows.length ? (
        <DataTable
          className="schedule-table"
          caption={folded ? 'Платежи к оплате: просроченные и ближайшие' : 'График платежей'}
          columns={['№', 'Вид', 'Дата', 'Сумма', 'Основной долг', 'Проценты', 'НДС', 'Статус']}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={`data-table__row--${row.status.slug}`}>
                <td data-label="№" className="schedule-table__number">
                  {row.number}
                </td>
                <td data-label="Вид" className="schedule-table__kind">
                  {row.kind.name}
                </td>
                <td data-label="Дата" className="schedule-table__date">
                  <time dateTime={row.date}>{formatDateShort(row.date)}</time>
                </td>
                <td data-label="Сумма" className="data-table__money schedule-table__amount">
                  {formatRoubles(row.amount)}
                </td>
                <td data-label="Основной долг" className="data-table__money schedule-table__part">
                  {formatRoubles(row.principal)}
                </td>
                <td data-label="Проценты" className="data-table__money schedule-table__part">
                  {formatRoubles(row.interest)}
                </td>
                <td data-label="НДС" className="data-table__money schedule-table__part">
                  {formatRoubles(row.vat)} ({formatPercent(row.vatRate)})
                </td>
                <td data-label="Статус" className="schedule-table__status">
                  <StatusBadge slug={row.status.slug}>{row.status.name}</StatusBadge>
                  {row.paidAt ? <span className="data-table__note"> {formatDateShort(row.paidAt)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
          {folded ? null : (
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Итого, платежей: {schedule.summary.count}
                </th>
                <td data-label="Сумма" className="data-table__money">
                  {formatRoubles(schedule.summary.total)}
                </td>
                <td colSpan={4} data-label="Из них">
                  оплачено {formatRoubles(schedule.summary.paid)}, ожидает {formatRoubles(schedule.summary.unpaid)},
                  просрочено {formatRoubles(schedule.summary.overdue)}
                </td>
              </tr>
            </tfoot>
          )}
        </DataTable>
      ) : schedule.items.length === 0 ? (
        <p className="empty-note">Платежей с такими условиями нет. Снимите часть фильтров.</p>
      ) : null}
      {folded && rows.length < schedule.items.length ? (
        <p className="schedule-more">
          <a href={`${page}${contractSearch(query, { all: true })}#schedule`}>
            Показать все {schedule.items.length} {plural(schedule.items.length, ['платёж', 'платежа', 'платежей'])}
          </a>
        </p>
      ) : null}
      {query.all && !filtered ? (
        <p className="schedule-more">
          <a href={`${page}${contractSearch(query, { all: undefined })}#schedule`}>Показать только платежи к оплате</a>
        </p>
      ) : null}
    </>
  );
}
