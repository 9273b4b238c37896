import './contracts.css';
import { formatDate, formatMonths, formatPercent, formatRoubles } from '@common/format';
import type { Contract, LeasedCar } from '@edge/upstream/contracts';

/** The contract's terms, its totals and the leased car. */
export function ContractTerms({ contract, car }: { contract: Contract; car: LeasedCar | undefined }) {
  return (
    <>
      <dl className="facts">
        <div>
          <dt>Договор</dt>
          <dd>
            № {contract.number} от {formatDate(contract.date)}
          </dd>
        </div>
        <div>
          <dt>Срок действия</dt>
          <dd>до {formatDate(contract.endDate)}</dd>
        </div>
        <div>
          <dt>Продукт</dt>
          <dd>{contract.product}</dd>
        </div>
        <div>
          <dt>Стоимость с НДС</dt>
          <dd>{formatRoubles(contract.price)}</dd>
        </div>
        <div>
          <dt>Аванс</dt>
          <dd>{formatRoubles(contract.advance)}</dd>
        </div>
        <div>
          <dt>Выкупной платёж</dt>
          <dd>{formatRoubles(contract.buyout)}</dd>
        </div>
        <div>
          <dt>Срок</dt>
          <dd>{formatMonths(contract.termMonths)}</dd>
        </div>
        <div>
          <dt>Ставка</dt>
          <dd>{formatPercent(contract.rate)} годовых</dd>
        </div>
        <div>
          <dt>Платёж в месяц</dt>
          <dd>{formatRoubles(contract.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>День платежа</dt>
          <dd>{contract.paymentDay}-е число</dd>
        </div>
      </dl>
      <dl className="facts facts--totals">
        <div>
          <dt>Всего по договору</dt>
          <dd>{formatRoubles(contract.totalAmount)}</dd>
        </div>
        <div>
          <dt>Оплачено</dt>
          <dd>{formatRoubles(contract.paidAmount)}</dd>
        </div>
        <div>
          <dt>Осталось</dt>
          <dd>{formatRoubles(contract.remainingAmount)}</dd>
        </div>
        <div className={contract.overdueAmount > 0 ? 'facts__alert' : undefined}>
          <dt>Просрочено</dt>
          <dd>{formatRoubles(contract.overdueAmount)}</dd>
        </div>
      </dl>
      {car ? (
        <dl className="facts" aria-label="Автомобиль">
          {(
            [
              ['Цвет', car.color],
              ['Тип', car.vehicleType],
              ['Кузов', car.body],
              ['Двигатель', car.engine],
              ['Мощность', car.powerHp ? `${car.powerHp} л.с.` : null],
              ['Коробка передач', car.transmission],
              ['Привод', car.drive],
              ['Пробег', car.mileageKm !== null ? `${car.mileageKm.toLocaleString('ru-RU')} км` : null],
              ['Госномер', car.plate ?? 'ещё не выдан'],
            ] as const
          )
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {car.vin ? (
            <div>
              <dt>VIN</dt>
              <dd className="facts__code">{car.vin}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}
