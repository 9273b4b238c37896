import { contractPath } from '@common/constants';
import './BillsTable.css';
import { withoutContract } from '@common/bills-query';
import { formatDateShort, formatPercent, formatRoubles } from '@common/format';
import type { Bill } from '@edge/upstream/bills';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { SelectAllBills } from './SelectAllBills';
import { StatusBadge } from './StatusBadge';

/**
 * The bills of a page inside one POST form: tick bills and download them as one ZIP, or download
 * every bill of the page with the second button — both without JavaScript. Each bill's PDF is a link.
 */
export function BillsTable({
  bills,
  cars,
  back,
}: {
  bills: Bill[];
  /** The car of each contract by its id, so every bill says which truck it is for. */
  cars: ReadonlyMap<number, string>;
  back: string;
}) {
  return (
    <form method="post" action="/api/account/bills/archive" className="bills-form" aria-label="Выбор счетов">
      <input type="hidden" name="_back" value={back} />
      <input type="hidden" name="pageIds" value={bills.map((b) => b.id).join(',')} />
      <DataTable
        caption="Счета"
        columns={[
          <SelectAllBills key="all" />,
          'Счёт',
          'Срок оплаты',
          'Период',
          'Договор',
          'Назначение',
          'Сумма',
          'НДС',
          'Статус',
        ]}
      >
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id} className={`data-table__row--${bill.status.slug}`}>
              <td data-label="Выбрать">
                <label className="bills-form__pick">
                  <input
                    type="checkbox"
                    name="ids"
                    value={bill.id}
                    className="bills-form__box"
                    aria-label={`Счёт № ${bill.number}`}
                  />
                </label>
              </td>
              <td data-label="Счёт">
                <a href={`/api/account/bills/${bill.id}.pdf`}>
                  №&nbsp;{bill.number} от {formatDateShort(bill.date)}
                </a>
                <span className="data-table__note">PDF</span>
              </td>
              <td data-label="Срок оплаты">
                <time dateTime={bill.dueDate}>{formatDateShort(bill.dueDate)}</time>
              </td>
              <td data-label="Период">{bill.period.name}</td>
              <td data-label="Договор">
                <a href={contractPath(bill.contract.id)}>№&nbsp;{bill.contract.number}</a>
                {cars.has(bill.contract.id) ? (
                  <span className="data-table__note">{cars.get(bill.contract.id)}</span>
                ) : null}
              </td>
              <td data-label="Назначение">
                {bill.kind.name}
                <span className="data-table__note">{withoutContract(bill.description, bill.contract.number)}</span>
              </td>
              <td data-label="Сумма" className="data-table__money">
                {formatRoubles(bill.amount)}
              </td>
              <td data-label="НДС" className="data-table__money">
                {bill.vatRate ? `${formatRoubles(bill.vat)} (${formatPercent(bill.vatRate)})` : 'без НДС'}
              </td>
              <td data-label="Статус">
                <StatusBadge slug={bill.status.slug}>{bill.status.name}</StatusBadge>
                {bill.paidAt ? <span className="data-table__note"> {formatDateShort(bill.paidAt)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <div className="bills-form__actions">
        <Button type="submit" size="md" theme="primary">
          Скачать выбранные (ZIP)
        </Button>
        <Button type="submit" size="md" theme="outline" name="all" value="1">
          Скачать все на странице
        </Button>
      </div>
    </form>
  );
}
