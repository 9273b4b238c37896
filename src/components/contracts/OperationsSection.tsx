import { contractPath } from '@common/constants';
import { type ContractQuery, contractSearch } from '@common/contract-query';
import { formatDateShort, formatRoubles } from '@common/format';
import type { Operation } from '@edge/upstream/contracts';
import type { Paged } from '@edge/upstream/shapes';
import { DateRangeFilter, TableFilters } from '../account/TableFilters';
import { FormUrlSync } from '../forms/FormUrlSync';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { Pagination } from '../ui/Pagination';

type Props = { contractId: number; operations: Paged<Operation>; query: ContractQuery };

/** Operations of a contract within a date range, newest first, a page at a time, all in the URL. */
export function OperationsSection({ contractId, operations, query }: Props) {
  const base = contractPath(contractId);
  return (
    <>
      <TableFilters action="#operations" label="Период операций" autoComplete="off">
        <FormUrlSync />
        {query.status.map((s) => (
          <input key={s} type="hidden" name="status" value={s} />
        ))}
        {query.year ? <input type="hidden" name="year" value={query.year} /> : null}
        <DateRangeFilter from={query.from} to={query.to} />
        <Button type="submit" size="md" theme="secondary">
          Показать
        </Button>
      </TableFilters>
      {operations.items.length ? (
        <DataTable caption="Операции по договору" columns={['Дата', 'Операция', 'Документ', 'Сумма']}>
          <tbody>
            {operations.items.map((op) => (
              <tr key={op.id}>
                <td data-label="Дата">
                  <time dateTime={op.date}>{formatDateShort(op.date)}</time>
                </td>
                <td data-label="Операция">
                  {op.type.name}
                  <span className="data-table__note"> {op.description}</span>
                </td>
                <td data-label="Документ">{op.documentNumber ?? '—'}</td>
                <td data-label="Сумма" className="data-table__money">
                  {op.direction === 'charge' ? '−' : '+'}
                  {formatRoubles(op.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <p className="empty-note">За этот период операций нет. Выберите другие даты.</p>
      )}
      <Pagination
        current={operations.page}
        pages={operations.pages}
        label="Страницы операций"
        hrefFor={(page) => `${base}${contractSearch(query, { page })}#operations`}
      />
    </>
  );
}
