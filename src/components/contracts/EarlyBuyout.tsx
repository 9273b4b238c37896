import './payment.css';
import { type ContractQuery, contractSearch } from '@common/contract-query';
import type { BuyoutEstimate } from '@common/early-buyout';
import { formatDate, formatRoubles } from '@common/format';
import { Button } from '../ui/Button';

/** The early buyout estimate for a chosen day (a GET form: the day is in the URL). */
export function EarlyBuyout({
  estimate,
  query,
  contractId,
}: {
  estimate: BuyoutEstimate;
  query: ContractQuery;
  contractId: number;
}) {
  const keep = new URLSearchParams(contractSearch({ ...query, buyout: undefined }).slice(1));
  return (
    <>
      <form
        method="get"
        action={`/account/cars/${contractId}#buyout`}
        className="table-filters"
        aria-label="Расчёт досрочного выкупа"
      >
        {[...keep].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label className="table-filters__option">
          Дата выкупа
          <input type="date" name="buyout" defaultValue={estimate.date} className="field__input" required />
        </label>
        <Button type="submit" size="md" theme="secondary">
          Рассчитать
        </Button>
      </form>
      <dl className="facts" aria-label={`Оценка на ${formatDate(estimate.date)}`}>
        <div>
          <dt>Остаток основного долга</dt>
          <dd>{formatRoubles(estimate.principal)}</dd>
        </div>
        <div>
          <dt>в том числе выкупной платёж</dt>
          <dd>{formatRoubles(estimate.buyout)}</dd>
        </div>
        <div>
          <dt>Платежи к этой дате</dt>
          <dd>{formatRoubles(estimate.due)}</dd>
        </div>
        <div className={estimate.overdue > 0 ? 'facts__alert' : undefined}>
          <dt>Просрочено</dt>
          <dd>{formatRoubles(estimate.overdue)}</dd>
        </div>
        <div className={estimate.penalties > 0 ? 'facts__alert' : undefined}>
          <dt>Пени</dt>
          <dd>{formatRoubles(estimate.penalties)}</dd>
        </div>
        <div>
          <dt>Итого для закрытия договора</dt>
          <dd>≈ {formatRoubles(estimate.total)}</dd>
        </div>
      </dl>
      <p className="estimate__note">
        Это оценка, а не предложение: точную сумму досрочного выкупа на {formatDate(estimate.date)} рассчитает менеджер
        по вашему запросу.
      </p>
    </>
  );
}
