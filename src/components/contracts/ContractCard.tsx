import { contractPath } from '@common/constants';
import './contracts.css';
import { formatDate, formatRoubles } from '@common/format';
import type { Contract } from '@edge/upstream/contracts';
import { Facts } from '../account/Facts';
import { StatusBadge } from '../account/StatusBadge';
import { AppLink } from '../shell/AppLink';
import { ItemList } from '../ui/ItemList';
import { dueFacts } from './due-facts';

/**
 * One contract as a card: the car, the contract, and what is due (an active one) or what was paid
 * (a closed one); links to the contract page.
 */
function ContractCard({ contract, level }: { contract: Contract; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { car } = contract;
  const closed = contract.status.slug === 'closed';
  const overdue = !closed && contract.due.overdue.amount > 0;
  return (
    <article className={overdue ? 'contract-card contract-card--overdue' : 'contract-card'}>
      <Heading className="contract-card__title">
        <AppLink href={contractPath(contract.id)} className="contract-card__link">
          {car.name}, {car.year}
        </AppLink>
      </Heading>
      <p className="contract-card__status">
        <StatusBadge slug={contract.status.slug}>{contract.status.name}</StatusBadge>
        Договор <span className="ident">№&nbsp;{contract.number}</span> от {formatDate(contract.date)}
      </p>
      <Facts
        items={[
          car.plate ? { label: 'Госномер', value: car.plate } : null,
          car.vin ? { label: 'VIN', value: car.vin, code: true } : null,
          ...(closed
            ? [
                contract.closedAt ? { label: 'Закрыт', value: formatDate(contract.closedAt) } : null,
                { label: 'Оплачено', value: formatRoubles(contract.paidAmount) },
              ]
            : [
                { label: 'Платёж в месяц', value: formatRoubles(contract.monthlyPayment) },
                ...dueFacts(contract.due),
                { label: 'Осталось выплатить', value: formatRoubles(contract.remainingAmount) },
              ]),
        ]}
      />
    </article>
  );
}

/**
 * Contracts as a `.contract-list` of cards (account home, «Мои авто»). `level`: their headings'
 * level, one below the heading they sit under (2 right under the page's h1; WCAG 1.3.1).
 */
export function ContractList({ contracts, level = 3 }: { contracts: readonly Contract[]; level?: 2 | 3 }) {
  return (
    <ItemList items={contracts} keyOf={(c) => c.id} className="contract-list">
      {(contract) => <ContractCard contract={contract} level={level} />}
    </ItemList>
  );
}
