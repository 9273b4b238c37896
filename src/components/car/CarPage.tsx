import { ROUTES } from '@common/constants';
import { typeset } from '@common/typography';
import './car-page.css';
import type { CarLists } from '@edge/car-lists/cookie';
import type { CarDetail } from '@edge/upstream/cars';
import type { CarCard as CarSummary } from '@edge/upstream/shapes';
import type { SectionLoaded } from '@src/lib/section-data';
import type { ReactNode } from 'react';
import { LeaseCalculator } from '../calculator/LeaseCalculator';
import { CarListButtons } from '../car-lists/CarListButtons';
import { CarListsNav } from '../car-lists/CarListsNav';
import { Breadcrumbs } from '../content/Breadcrumbs';
import type { BookingFormProps } from './BookingForm';
import { CarGallery } from './CarGallery';
import { CarPrice } from './CarPrice';
import { CarRow } from './CarRow';
import { CarSpecs } from './CarSpecs';
import { BookingForm } from './DeferredBookingForm';

type Props = {
  car: CarDetail;
  /** The page's head, toasts and structured data, first in the article. */
  head: ReactNode;
  /** The booking form: where a no-JS submission comes back, its result, offices and date bounds. */
  booking: Omit<BookingFormProps, 'carId'>;
  /** The calculator's GET form comes back to the page with its values in the query. */
  query?: string;
  /** Secondary sections (src/lib/section-data.ts): a failure shows in place, the page stands. */
  similar: SectionLoaded<CarSummary[]>;
  forYou: SectionLoaded<CarSummary[]>;
  /** The visitor's comparison and favourites (the page offers to add this car to each). */
  lists: CarLists;
};

/** A catalogue car: gallery beside the price, specs beside the booking form, the calculator, two rows of cars. */
export function CarPage({ car, head, booking, query, similar, forYou, lists }: Props) {
  return (
    <article className="car-page">
      {head}
      <Breadcrumbs
        items={[
          { href: ROUTES.home, label: 'Главная' },
          { href: ROUTES.catalog, label: 'Каталог' },
          { label: car.title },
        ]}
      />
      <h1 className="car-page__title">
        {car.title}, {car.year}
      </h1>
      <CarListButtons
        carId={car.id}
        back={booking.back}
        title={car.title}
        inCompare={lists.compare.includes(car.id)}
        inFavourites={lists.favourites.includes(car.id)}
      />
      <CarListsNav lists={lists} />
      <div className="car-page__top">
        <CarGallery car={car} />
        <CarPrice car={car} />
      </div>
      <div className="car-page__details">
        <div className="car-page__about">
          <CarSpecs car={car} />
          {car.description ? <p className="car-page__description">{typeset(car.description)}</p> : null}
        </div>
        <BookingForm carId={car.id} {...booking} />
      </div>
      {/* The calculator, pre-filled with the car's price (its GET form returns here). */}
      <LeaseCalculator price={car.price} query={query} carId={car.id} />
      <CarRow id="similar-cars" title="Похожие автомобили" what="похожие автомобили" cars={similar} />
      <CarRow id="cars-for-you" title="Подобрали для вас" what="подборку автомобилей" cars={forYou} />
    </article>
  );
}
