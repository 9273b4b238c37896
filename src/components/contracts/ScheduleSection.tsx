import { scheduleExportPath } from '@common/api-routes';
import { contractPath } from '@common/constants';
import { type ContractQuery, contractSearch, SCHEDULE_STATUSES } from '@common/contract-query';
import { plural } from '@common/format';
import type { Schedule, ScheduleRow } from '@edge/upstream/contracts';
import { StatusFilter } from '../account/StatusFilter';
import { FilterOption, TableFilters } from '../account/TableFilters';
import { PlainSelect } from '../forms/PlainControls';
import { Button } from '../ui/Button';
import { ScheduleTable } from './ScheduleTable';
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
 * a filter it opens on what is due now (`ScheduleTable` draws the rows). Exports are plain links.
 */
export function ScheduleSection({ contractId, schedule, query, years, hasUpcoming }: Props) {
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
        Скачать график: <a href={scheduleExportPath(contractId, 'csv')}>CSV для Excel</a>
        {hasUpcoming ? (
          <>
            {' '}
            · <a href={scheduleExportPath(contractId, 'ics')}>календарь платежей (iCalendar)</a>
          </>
        ) : null}
      </p>
      {folded && rows.length === 0 && schedule.items.length > 0 ? (
        <p className="empty-note">Все платежи по графику оплачены.</p>
      ) : null}
      {rows.length ? (
        <ScheduleTable
          rows={rows}
          caption={folded ? 'Платежи к оплате: просроченные и ближайшие' : 'График платежей'}
          summary={folded ? undefined : schedule.summary}
        />
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
