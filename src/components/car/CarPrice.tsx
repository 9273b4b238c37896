import './CarPrice.css';
import { formatMoney, formatMonthly } from '@common/format';
import type { CarDetail } from '@edge/upstream/cars';
import { Button } from '../ui/Button';

/** Price with VAT and the card's lease example (the upstream's terms for `monthlyPayment`). */
export function CarPrice({ car }: { car: CarDetail }) {
  return (
    <div className="car-price panel">
      <p className="car-price__price">
        <span className="car-price__label">Цена с НДС</span>
        <span className="car-price__value">{formatMoney(car.price)}</span>
      </p>
      <p className="car-price__monthly">
        <span className="car-price__label">В лизинг</span>
        <span className="car-price__value">от {formatMonthly(car.monthlyPayment)}</span>
      </p>
      <p className="car-price__note">Пример: аванс 20 %, срок 60 месяцев, выкупной платёж 1 %.</p>
      <Button href="#form-booking" className="car-price__book">
        Забронировать
      </Button>
    </div>
  );
}
