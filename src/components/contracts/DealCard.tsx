import './contracts.css';
import { formatDate, formatMonths, formatRoubles } from '@common/format';
import type { Deal } from '@edge/upstream/deals';
import { AppLink } from '../shell/AppLink';

/** A deal: where the application stands, what it is for, and its contract once there is one. */
export function DealCard({ deal }: { deal: Deal }) {
  return (
    <article className="contract-card">
      <h3 className="contract-card__title">
        <AppLink href={`/account/deals/${deal.id}`} className="contract-card__link">
          {deal.title}
        </AppLink>
      </h3>
      <p className="contract-card__status">
        <span className={`status status--${deal.status.slug}`}>{deal.status.name}</span>
        Сделка № {deal.number} · {deal.product}
      </p>
      <dl className="facts">
        <div>
          <dt>Этап</dt>
          <dd>{deal.stage.name}</dd>
        </div>
        {deal.car ? (
          <div>
            <dt>Автомобиль</dt>
            <dd>
              {deal.car.name}, {deal.car.year}
            </dd>
          </div>
        ) : null}
        {deal.price !== null ? (
          <div>
            <dt>Стоимость</dt>
            <dd>{formatRoubles(deal.price)}</dd>
          </div>
        ) : null}
        {deal.advance !== null ? (
          <div>
            <dt>Аванс</dt>
            <dd>{formatRoubles(deal.advance)}</dd>
          </div>
        ) : null}
        {deal.termMonths !== null ? (
          <div>
            <dt>Срок</dt>
            <dd>{formatMonths(deal.termMonths)}</dd>
          </div>
        ) : null}
        {deal.monthlyPayment !== null ? (
          <div>
            <dt>Платёж в месяц</dt>
            <dd>{formatRoubles(deal.monthlyPayment)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Создана · обновлена</dt>
          <dd>
            {formatDate(deal.createdAt)} · {formatDate(deal.updatedAt)}
          </dd>
        </div>
        {deal.contractId ? (
          <div>
            <dt>Договор</dt>
            <dd>
              <AppLink href={`/account/cars/${deal.contractId}`}>Открыть договор</AppLink>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
