import './contracts.css';
import { formatDate, formatRoubles } from '@common/format';
import type { Contract } from '@edge/upstream/contracts';
import { AppLink } from '../shell/AppLink';

/** One contract as a card: the car, the contract, and what is due; links to the contract page. */
export function ContractCard({ contract }: { contract: Contract }) {
  const { car } = contract;
  const overdue = contract.overdueAmount > 0;
  return (
    <article className={overdue ? 'contract-card contract-card--overdue' : 'contract-card'}>
      <h3 className="contract-card__title">
        <AppLink href={`/account/cars/${contract.id}`} className="contract-card__link">
          {car.name}, {car.year}
        </AppLink>
      </h3>
      <p className="contract-card__status">
        <span className={`status status--${contract.status.slug}`}>{contract.status.name}</span>
        Договор № {contract.number} от {formatDate(contract.date)}
      </p>
      <dl className="facts">
        {car.plate ? (
          <div>
            <dt>Госномер</dt>
            <dd>{car.plate}</dd>
          </div>
        ) : null}
        {car.vin ? (
          <div>
            <dt>VIN</dt>
            <dd className="facts__code">{car.vin}</dd>
          </div>
        ) : null}
        <div>
          <dt>Платёж в месяц</dt>
          <dd>{formatRoubles(contract.monthlyPayment)}</dd>
        </div>
        {contract.nextPayment ? (
          <div>
            <dt>Следующий платёж</dt>
            <dd>
              {formatRoubles(contract.nextPayment.amount)} до {formatDate(contract.nextPayment.date)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Осталось выплатить</dt>
          <dd>{formatRoubles(contract.remainingAmount)}</dd>
        </div>
        {overdue ? (
          <div className="facts__alert">
            <dt>Просрочено</dt>
            <dd>{formatRoubles(contract.overdueAmount)}</dd>
          </div>
        ) : null}
        {contract.closedAt ? (
          <div>
            <dt>Закрыт</dt>
            <dd>{formatDate(contract.closedAt)}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
