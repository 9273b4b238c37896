import type { ShowcaseCar } from '../../../edge/upstream/showcases';
import { ROUTES } from '../../lib/constants';
import { formatMileage, formatMoney, formatMonthly } from '../../lib/format';
import { AppLink } from '../shell/AppLink';

/** A compact car card of the showcases (home, trade-in): the title links to the car page. */
function ShowcaseCard({ car }: { car: ShowcaseCar }) {
  return (
    <article className="car-tile">
      <img
        className="car-tile__image"
        src={car.image.src}
        width={car.image.width}
        height={car.image.height}
        alt={car.image.alt || car.title}
        loading="lazy"
        decoding="async"
      />
      <h3 className="car-tile__title">
        <AppLink href={`${ROUTES.catalog}/${car.slug}`} className="car-tile__link">
          {car.title}, {car.year}
        </AppLink>
      </h3>
      <p className="car-tile__price">{formatMoney(car.price)}</p>
      <p className="car-tile__monthly">от {formatMonthly(car.monthlyPayment)}</p>
      <p className="car-tile__meta">
        {car.city}
        {car.mileage > 100 ? ` · ${formatMileage(car.mileage)}` : ' · новый'}
      </p>
    </article>
  );
}

type CarShowcaseProps = {
  id: string;
  title: string;
  cars: ShowcaseCar[];
  /** «Все автомобили» link under the row. */
  moreHref?: string;
  moreLabel?: string;
};

/** A titled row of cars; nothing at all when the upstream has none. */
export function CarShowcase({ id, title, cars, moreHref, moreLabel = 'Смотреть все' }: CarShowcaseProps) {
  if (!cars.length) return null;
  return (
    <section className="page-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="car-row">
        {cars.map((car) => (
          <li key={car.id}>
            <ShowcaseCard car={car} />
          </li>
        ))}
      </ul>
      {moreHref ? (
        <p className="section-more">
          <AppLink href={moreHref}>{moreLabel}</AppLink>
        </p>
      ) : null}
    </section>
  );
}
