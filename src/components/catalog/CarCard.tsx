import { carPath } from '@common/constants';
import './CarCard.css';
import { formatMoney, formatYear } from '@common/format';
import { formatOffer } from '@common/lease-offer';
import type { CarCard as Car } from '@edge/upstream/shapes';
import { pictureLoading } from '@src/lib/picture-loading';
import { CarListButtons } from '../car-lists/CarListButtons';
import { AppLink } from '../shell/AppLink';

/**
 * A catalogue card: picture (explicit size so nothing jumps), name, year, price and the monthly
 * lease payment. The title link covers the whole card (CSS), one tab stop per car. The picture is
 * lazy, but for the `first` card of a list that opens in view: its picture is the page's largest
 * paint on a phone, so the browser asks for it from the HTML, ahead of the rest. With `lists`,
 * its buttons sit above the covering link.
 */
export function CarCard({
  car,
  headingLevel = 3,
  first = false,
  lists,
}: {
  car: Car;
  headingLevel?: 2 | 3;
  first?: boolean;
  /** The visitor's comparison and favourites: the card offers to add or remove the car (a plain form). */
  lists?: { back: string; compare: readonly number[]; favourites: readonly number[] };
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="car-card">
      <img
        className="car-card__image"
        src={car.image.src}
        width={car.image.width}
        height={car.image.height}
        alt={car.image.alt || car.title}
        {...pictureLoading(first)}
        decoding="async"
      />
      <div className="car-card__body">
        <Heading className="car-card__title">
          <AppLink href={carPath(car.slug)} className="car-card__link">
            {car.title}
          </AppLink>
        </Heading>
        <p className="car-card__meta">
          {formatYear(car.year)} · <span className="nowrap">{car.city}</span>
          {car.inProgram ? (
            <>
              {/* A space: the badge goes to the next line rather than gluing itself to the city. */}{' '}
              <span className="badge badge--accent">Спецпрограмма</span>
            </>
          ) : null}
        </p>
        <p className="car-card__price">{formatMoney(car.price)}</p>
        <p className="car-card__monthly">
          <span className="visually-hidden">Платёж в лизинг </span>
          {formatOffer(car.monthlyPayment)}
        </p>
        {lists ? (
          <CarListButtons
            carId={car.id}
            back={lists.back}
            title={car.title}
            inCompare={lists.compare.includes(car.id)}
            inFavourites={lists.favourites.includes(car.id)}
          />
        ) : null}
      </div>
    </article>
  );
}
