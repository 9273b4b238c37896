import '../forms/forms.css';
import './schedule.css';
import { type ContractQuery, contractSearch } from '@common/contract-query';
import { formatDateShort, formatRoubles } from '@common/format';
import type { Operation } from '@edge/upstream/contracts';
import type { Paged } from '@edge/upstream/shapes';
import { FormUrlSync } from '../forms/FormUrlSync';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { TableHead } from '../ui/TableHead';

type Props = { contractId: number; operations: Paged<Operation>; query: ContractQuery };

/** Operations of a contract within a date range, newest first, a page at a time, all in the URL. */
export function OperationsSection({ contractId, operations, query }: Props) {
  const base = `/account/cars/${contractId}`;
  return (
    <>
      <form method="get" action="#operations" className="table-filters" aria-label="Период операций" autoComplete="off">
        <FormUrlSync />
        {query.status.map((s) => (
          <input key={s} type="hidden" name="status" value={s} />
        ))}
        {query.year ? <input type="hidden" name="year" value={query.year} /> : null}
        <label className="table-filters__option">
          С
          <input type="date" name="from" defaultValue={query.from} className="field__input" />
        </label>
        <label className="table-filters__option">
          По
          <input type="date" name="to" defaultValue={query.to} className="field__input" />
        </label>
        <Button type="submit" size="md" theme="secondary">
          Показать
        </Button>
      </form>
      {operations.items.length ? (
        <table className="data-table">
          <caption className="visually-hidden">Операции по договору</caption>
          <TableHead columns={['Дата', 'Операция', 'Документ', 'Сумма']} />
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
        </table>
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
