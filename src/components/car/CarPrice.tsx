import './CarPrice.css';
import { formatMoney } from '@common/format';
import { formatOffer, offerTermsText } from '@common/lease-offer';
import type { CarDetail } from '@edge/upstream/cars';
import { Button } from '../ui/Button';

/** Price with VAT and the car's lease offer (`OFFER_TERMS`, on which the calculator opens too). */
export function CarPrice({ car }: { car: CarDetail }) {
  return (
    <div className="car-price panel">
      <p className="car-price__price">
        <span className="car-price__label">Цена с НДС</span>
        <span className="car-price__value">{formatMoney(car.price)}</span>
      </p>
      <p className="car-price__monthly">
        <span className="car-price__label">В лизинг</span>
        <span className="car-price__value">{formatOffer(car.monthlyPayment)}</span>
      </p>
      <p className="car-price__note">Пример: {offerTermsText()}.</p>
      <Button href="#form-booking" className="car-price__book">
        Забронировать
      </Button>
    </div>
  );
}
