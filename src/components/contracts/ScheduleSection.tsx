import { StatusFilter } from '@src/components/account/StatusFilter';
import '../forms/forms.css';
import './schedule.css';
import { type ContractQuery, SCHEDULE_STATUSES } from '@common/contract-query';
import { formatDateShort, formatPercent, formatRoubles } from '@common/format';
import type { Schedule } from '@edge/upstream/contracts';
import { Button } from '../ui/Button';

type Props = { contractId: number; schedule: Schedule; query: ContractQuery; years: number[] };

/**
 * The payment schedule with its filters: a GET form, so a filter is a URL that works without
 * JavaScript and survives a reload; the operations' own parameters ride along unchanged. Rows turn
 * into cards at phone widths (each cell names its column). Exports are plain links.
 */
export function ScheduleSection({ contractId, schedule, query, years }: Props) {
  const exports = `/api/account/contracts/${contractId}/schedule`;
  return (
    <>
      <form method="get" action="#schedule" className="table-filters" aria-label="Фильтры графика" autoComplete="off">
        <StatusFilter statuses={SCHEDULE_STATUSES} chosen={query.status} />
        <label className="table-filters__option">
          Год
          <select name="year" defaultValue={query.year ? String(query.year) : ''} className="field__input">
            <option value="">Все годы</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        {query.from ? <input type="hidden" name="from" value={query.from} /> : null}
        {query.to ? <input type="hidden" name="to" value={query.to} /> : null}
        <Button type="submit" size="md" theme="secondary">
          Показать
        </Button>
        <a href={`/account/cars/${contractId}#schedule`}>Сбросить</a>
      </form>
      <p className="table-exports">
        Скачать график: <a href={`${exports}.csv`}>CSV для Excel</a> ·{' '}
        <a href={`${exports}.ics`}>календарь платежей (iCalendar)</a>
      </p>
      {schedule.items.length ? (
        <table className="data-table">
          <caption className="visually-hidden">График платежей</caption>
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">Вид</th>
              <th scope="col">Дата</th>
              <th scope="col">Сумма</th>
              <th scope="col">Основной долг</th>
              <th scope="col">Проценты</th>
              <th scope="col">НДС</th>
              <th scope="col">Статус</th>
            </tr>
          </thead>
          <tbody>
            {schedule.items.map((row) => (
              <tr key={row.id} className={`data-table__row--${row.status.slug}`}>
                <td data-label="№">{row.number}</td>
                <td data-label="Вид">{row.kind.name}</td>
                <td data-label="Дата">
                  <time dateTime={row.date}>{formatDateShort(row.date)}</time>
                </td>
                <td data-label="Сумма" className="data-table__money">
                  {formatRoubles(row.amount)}
                </td>
                <td data-label="Основной долг" className="data-table__money">
                  {formatRoubles(row.principal)}
                </td>
                <td data-label="Проценты" className="data-table__money">
                  {formatRoubles(row.interest)}
                </td>
                <td data-label="НДС" className="data-table__money">
                  {formatRoubles(row.vat)} ({formatPercent(row.vatRate)})
                </td>
                <td data-label="Статус">
                  <span className={`status status--${row.status.slug}`}>{row.status.name}</span>
                  {row.paidAt ? <span className="data-table__note"> {formatDateShort(row.paidAt)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
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
        </table>
      ) : (
        <p className="empty-note">Платежей с такими условиями нет. Снимите часть фильтров.</p>
      )}
    </>
  );
}
