import './contracts.css';
import { formatDate, formatMileage, formatMonths, formatPercent, formatPower, formatRoubles } from '@common/format';
import type { Contract, LeasedCar } from '@edge/upstream/contracts';
import { Facts } from '../account/Facts';

/** The contract's terms, its totals and the leased car. */
export function ContractTerms({ contract, car }: { contract: Contract; car: LeasedCar | undefined }) {
  const active = contract.status.slug === 'active';
  return (
    <>
      <Facts
        items={[
          { label: 'Договор', value: `№\u00a0${contract.number} от ${formatDate(contract.date)}` },
          { label: 'Срок действия', value: `до ${formatDate(contract.endDate)}` },
          { label: 'Продукт', value: contract.product },
          { label: 'Стоимость с НДС', value: formatRoubles(contract.price) },
          { label: 'Аванс', value: formatRoubles(contract.advance) },
          { label: 'Выкупной платёж', value: formatRoubles(contract.buyout) },
          { label: 'Срок', value: formatMonths(contract.termMonths) },
          { label: 'Ставка', value: `${formatPercent(contract.rate)} годовых` },
          { label: 'Платёж в месяц', value: formatRoubles(contract.monthlyPayment) },
          { label: 'День платежа', value: `${contract.paymentDay}-е число` },
        ]}
      />
      <Facts
        modifier="totals"
        items={[
          { label: 'Всего по договору', value: formatRoubles(contract.totalAmount) },
          { label: 'Оплачено', value: formatRoubles(contract.paidAmount) },
          // A closed contract owes nothing: no «осталось» nor «просрочено» to read as a debt.
          active ? { label: 'Осталось', value: formatRoubles(contract.remainingAmount) } : null,
          active
            ? { label: 'Просрочено', value: formatRoubles(contract.overdueAmount), alert: contract.overdueAmount > 0 }
            : null,
        ]}
      />
      {car ? (
        <Facts
          label="Автомобиль"
          items={[
            car.color ? { label: 'Цвет', value: car.color } : null,
            car.vehicleType ? { label: 'Тип', value: car.vehicleType } : null,
            car.body ? { label: 'Кузов', value: car.body } : null,
            car.engine ? { label: 'Двигатель', value: car.engine } : null,
            car.powerHp ? { label: 'Мощность', value: formatPower(car.powerHp) } : null,
            car.transmission ? { label: 'Коробка передач', value: car.transmission } : null,
            car.drive ? { label: 'Привод', value: car.drive } : null,
            car.mileageKm !== null ? { label: 'Пробег', value: formatMileage(car.mileageKm) } : null,
            { label: 'Госномер', value: car.plate ?? 'ещё не выдан' },
            car.vin ? { label: 'VIN', value: car.vin, code: true } : null,
          ]}
        />
      ) : null}
    </>
  );
}
