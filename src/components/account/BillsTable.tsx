import { billPdfPath } from '@common/api-routes';
import { contractPath } from '@common/constants';
import './BillsTable.css';
import { withoutContract } from '@common/bills-query';
import { formatDateShort, formatPercent, formatRoubles } from '@common/format';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { ownValue } from '@common/own-keys';
import type { Bill } from '@edge/upstream/bills';
import { formInitial } from '../forms/form-initial';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { BillPick } from './BillPick';
import { BillsForm } from './BillsForm';
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
  // A no-JS post the edge refused (nothing ticked) comes back here by the form flash.
  const error = ownValue(formInitial(ACCOUNT_FORMS.bills, back)?.fieldErrors, 'ids')?.join(' ');
  return (
    <BillsForm
      back={back}
      pageIds={bills.map((b) => b.id)}
      error={error}
      actions={
        <>
          <Button type="submit" size="md" theme="primary">
            Скачать выбранные (ZIP)
          </Button>
          <Button type="submit" size="md" theme="outline" name="all" value="1">
            Скачать все на странице
          </Button>
        </>
      }
    >
      <DataTable
        caption="Счета"
        columns={['Выбор', 'Счёт', 'Срок оплаты', 'Период', 'Договор', 'Назначение', 'Сумма', 'НДС', 'Статус']}
      >
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id} className={`data-table__row--${bill.status.slug}`}>
              <td data-label="Выбрать">
                <BillPick id={bill.id} number={bill.number} />
              </td>
              <td data-label="Счёт">
                <a href={billPdfPath(bill.id)}>
                  <span className="ident">№&nbsp;{bill.number}</span> от{' '}
                  <span className="nowrap">{formatDateShort(bill.date)}</span>
                </a>
                <span className="data-table__note">PDF</span>
              </td>
              <td data-label="Срок оплаты">
                <time dateTime={bill.dueDate}>{formatDateShort(bill.dueDate)}</time>
              </td>
              <td data-label="Период">{bill.period.name}</td>
              <td data-label="Договор">
                <a href={contractPath(bill.contract.id)} className="ident">
                  №&nbsp;{bill.contract.number}
                </a>
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
                {bill.vatRate ? (
                  <>
                    {formatRoubles(bill.vat)}
                    <span className="data-table__note">{formatPercent(bill.vatRate)}</span>
                  </>
                ) : (
                  'без НДС'
                )}
              </td>
              <td data-label="Статус">
                <StatusBadge slug={bill.status.slug}>{bill.status.name}</StatusBadge>
                {bill.paidAt ? <span className="data-table__note"> {formatDateShort(bill.paidAt)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </BillsForm>
  );
}
