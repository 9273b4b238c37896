import { contractPath } from '@common/constants';
import { type ContractQuery, contractSearch } from '@common/contract-query';
import type { BuyoutPlanDay } from '@common/early-buyout';
import { formatDateShort, formatRoubles } from '@common/format';
import './buyout-plan.css';

type Props = { plan: readonly BuyoutPlanDay[]; chosen: string; query: ContractQuery; contractId: number };

/**
 * The buyout planner (`buyoutPlan`): today and the next six payment days, each with the estimate
 * and what it saves against running the contract to its end. A compact table that stays a table
 * on a phone (three short columns fit 320 px); a day links to its full estimate and request below (a link in a cell:
 * a 24 px target, as a link in text).
 */
export function BuyoutPlan({ plan, chosen, query, contractId }: Props) {
  if (!plan.length) return null;
  return (
    <div className="buyout-plan">
      <table className="buyout-plan__table">
        {/* One line on a phone: «экономия» is against paying every payment of the schedule to the end. */}
        <caption className="buyout-plan__caption">Выкуп на день и экономия против графика</caption>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col" className="buyout-plan__money">
              Выкуп, ≈
            </th>
            <th scope="col" className="buyout-plan__money">
              Экономия
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.map((day, i) => (
            <tr key={day.date} aria-current={day.date === chosen ? 'true' : undefined}>
              <td>
                <a href={`${contractPath(contractId)}${contractSearch(query, { buyout: day.date })}#buyout`}>
                  {i === 0 ? 'Сегодня' : formatDateShort(day.date)}
                </a>
              </td>
              <td className="buyout-plan__money">{formatRoubles(day.total)}</td>
              <td className="buyout-plan__money">{formatRoubles(day.saving)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
