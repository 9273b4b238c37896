import './contracts.css';
import { formatDate, formatRoubles } from '@common/format';
import type { Contract } from '@edge/upstream/contracts';
import { Facts } from '../account/Facts';
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
      <Facts
        items={[
          car.plate ? { label: 'Госномер', value: car.plate } : null,
          car.vin ? { label: 'VIN', value: car.vin, code: true } : null,
          { label: 'Платёж в месяц', value: formatRoubles(contract.monthlyPayment) },
          contract.nextPayment
            ? {
                label: 'Следующий платёж',
                value: `${formatRoubles(contract.nextPayment.amount)} до ${formatDate(contract.nextPayment.date)}`,
              }
            : null,
          { label: 'Осталось выплатить', value: formatRoubles(contract.remainingAmount) },
          overdue ? { label: 'Просрочено', value: formatRoubles(contract.overdueAmount), alert: true } : null,
          contract.closedAt ? { label: 'Закрыт', value: formatDate(contract.closedAt) } : null,
        ]}
      />
    </article>
  );
}
