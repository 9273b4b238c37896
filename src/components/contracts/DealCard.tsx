import { contractPath, dealPath } from '@common/constants';
import './contracts.css';
import { stageWords } from '@common/deal-stages';
import { formatDate, formatMonths, formatRoubles } from '@common/format';
import type { Deal } from '@edge/upstream/deals';
import { Facts } from '../account/Facts';
import { StatusBadge } from '../account/StatusBadge';
import { AppLink } from '../shell/AppLink';

/**
 * A deal: where the application stands, what it is for, and its contract once there is one. In a
 * list its title links to the deal's page; on that page (`onItsPage`) the page's heading is the
 * title, so the card repeats neither it nor a link to itself.
 */
export function DealCard({ deal, onItsPage = false }: { deal: Deal; onItsPage?: boolean }) {
  return (
    <article className="contract-card" aria-label={onItsPage ? 'Сделка' : undefined}>
      {onItsPage ? null : (
        <h3 className="contract-card__title">
          <AppLink href={dealPath(deal.id)} className="contract-card__link">
            {deal.title}
          </AppLink>
        </h3>
      )}
      <p className="contract-card__status">
        <StatusBadge slug={deal.status.slug}>{deal.status.name}</StatusBadge>
        Сделка №&nbsp;{deal.number} · {deal.product}
      </p>
      <Facts
        items={[
          deal.status.slug === 'rejected'
            ? { label: 'Итог', value: stageWords(deal.stage, 'rejected') }
            : { label: 'Этап', value: deal.stage.name },
          // Issue 39: a rejected deal says why, or that the back office did not say.
          deal.status.slug === 'rejected'
            ? { label: 'Причина отказа', value: deal.rejectionReason ?? 'не указана' }
            : null,
          deal.car ? { label: 'Автомобиль', value: `${deal.car.name}, ${deal.car.year}` } : null,
          deal.price !== null ? { label: 'Стоимость', value: formatRoubles(deal.price) } : null,
          deal.advance !== null ? { label: 'Аванс', value: formatRoubles(deal.advance) } : null,
          deal.termMonths !== null ? { label: 'Срок', value: formatMonths(deal.termMonths) } : null,
          deal.monthlyPayment !== null ? { label: 'Платёж в месяц', value: formatRoubles(deal.monthlyPayment) } : null,
          { label: 'Создана', value: formatDate(deal.createdAt) },
          deal.updatedAt !== deal.createdAt ? { label: 'Обновлена', value: formatDate(deal.updatedAt) } : null,
          deal.contractId
            ? { label: 'Договор', value: <AppLink href={contractPath(deal.contractId)}>Открыть договор</AppLink> }
            : null,
        ]}
      />
    </article>
  );
}
