import './payment.css';
import { type ContractQuery, contractSearch } from '@common/contract-query';
import type { BuyoutEstimate } from '@common/early-buyout';
import { formatDate, formatRoubles } from '@common/format';
import { Facts } from '../account/Facts';
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
      <Facts
        label={`Оценка на ${formatDate(estimate.date)}`}
        items={[
          { label: 'Остаток основного долга', value: formatRoubles(estimate.principal) },
          { label: 'в том числе выкупной платёж', value: formatRoubles(estimate.buyout) },
          { label: 'Платежи к этой дате', value: formatRoubles(estimate.due) },
          { label: 'Просрочено', value: formatRoubles(estimate.overdue), alert: estimate.overdue > 0 },
          { label: 'Пени', value: formatRoubles(estimate.penalties), alert: estimate.penalties > 0 },
          { label: 'Итого для закрытия договора', value: `≈ ${formatRoubles(estimate.total)}` },
        ]}
      />
      <p className="estimate__note">
        Это оценка, а не предложение: точную сумму досрочного выкупа на {formatDate(estimate.date)} рассчитает менеджер
        по вашему запросу.
      </p>
    </>
  );
}
