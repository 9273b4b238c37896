import './CarPrice.css';
import { formatMoney } from '@common/format';
import { LEASE_DEFAULTS, leaseApplicationHref } from '@common/lease-input';
import { formatOffer, offerTermsText } from '@common/lease-offer';
import type { CarDetail } from '@edge/upstream/cars';
import { Button } from '../ui/Button';

/**
 * Price with VAT and the car's lease offer (`OFFER_TERMS`, on which the calculator opens too). The
 * primary action is the application on these terms; booking a viewing is the second (issue 40).
 */
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
      <div className="car-price__actions">
        <Button href={leaseApplicationHref({ ...LEASE_DEFAULTS, price: Math.round(car.price) }, car.id)} fullWidth>
          Оставить заявку на этих условиях
        </Button>
        <Button href="#form-booking" theme="secondary" size="md" fullWidth className="car-price__book">
          Забронировать
        </Button>
      </div>
    </div>
  );
}
