import { formatRoubles } from '@common/format';
import type { Balances, Statement } from '@common/statement';
import { DataTable } from '../ui/DataTable';

const roubles = (kop: number) => formatRoubles(kop / 100);

function Row({ label, b, total }: { label: string; b: Balances; total?: boolean }) {
  const Cell = total ? 'th' : 'td';
  return (
    <tr>
      <Cell data-label="Договор" {...(total ? { scope: 'row' } : {})}>
        {label}
      </Cell>
      <td data-label="Сальдо на начало" className="data-table__money" data-balance="opening">
        {roubles(b.opening)}
      </td>
      <td data-label="Начислено" className="data-table__money" data-balance="charges">
        {roubles(b.charges)}
      </td>
      <td data-label="Оплачено" className="data-table__money" data-balance="payments">
        {roubles(b.payments)}
      </td>
      <td data-label="Сальдо на конец" className="data-table__money" data-balance="closing">
        {roubles(b.closing)}
      </td>
    </tr>
  );
}

/**
 * The statement's balances per contract and in total, as the PDF and the CSV carry them: what the
 * files will say, seen before they are downloaded.
 */
export function StatementBalances({ statement }: { statement: Statement }) {
  return (
    <DataTable
      caption="Сальдо и обороты за период"
      columns={['Договор', 'Сальдо на начало', 'Начислено', 'Оплачено', 'Сальдо на конец']}
    >
      <tbody>
        {statement.contracts.map((part) => (
          <Row key={part.contract.id} label={`№\u00a0${part.contract.number}`} b={part} />
        ))}
      </tbody>
      {statement.contracts.length > 1 ? (
        <tfoot>
          <Row label="Итого" b={statement.total} total />
        </tfoot>
      ) : null}
    </DataTable>
  );
}
