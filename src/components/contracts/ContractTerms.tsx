import './contracts.css';
import { formatDate, formatMoney, formatMonths, formatPercent } from '@common/format';
import type { Contract, LeasedCar } from '@edge/upstream/contracts';

const rub = (value: number) => formatMoney(value, { kopecks: true });

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
          <dd>{rub(contract.price)}</dd>
        </div>
        <div>
          <dt>Аванс</dt>
          <dd>{rub(contract.advance)}</dd>
        </div>
        <div>
          <dt>Выкупной платёж</dt>
          <dd>{rub(contract.buyout)}</dd>
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
          <dd>{rub(contract.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>День платежа</dt>
          <dd>{contract.paymentDay}-е число</dd>
        </div>
      </dl>
      <dl className="facts facts--totals">
        <div>
          <dt>Всего по договору</dt>
          <dd>{rub(contract.totalAmount)}</dd>
        </div>
        <div>
          <dt>Оплачено</dt>
          <dd>{rub(contract.paidAmount)}</dd>
        </div>
        <div>
          <dt>Осталось</dt>
          <dd>{rub(contract.remainingAmount)}</dd>
        </div>
        <div className={contract.overdueAmount > 0 ? 'facts__alert' : undefined}>
          <dt>Просрочено</dt>
          <dd>{rub(contract.overdueAmount)}</dd>
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
