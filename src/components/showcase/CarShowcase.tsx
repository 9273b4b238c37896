import './CarShowcase.css';
import type { CarCard as Car } from '@edge/upstream/shapes';
import { CarCard } from '../catalog/CarCard';
import { AppLink } from '../shell/AppLink';
import { ItemList } from '../ui/ItemList';

type CarShowcaseProps = {
  id: string;
  title: string;
  cars: Car[];
  /** «Все автомобили» link under the row. */
  moreHref?: string;
  moreLabel?: string;
};

/** A titled grid of catalogue cards (home, trade-in); nothing at all when the upstream has none. */
export function CarShowcase({ id, title, cars, moreHref, moreLabel = 'Смотреть все' }: CarShowcaseProps) {
  if (!cars.length) return null;
  return (
    <section id={id} className="page-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <ItemList items={cars} keyOf={(car) => car.id} className="car-row">
        {(car) => <CarCard car={car} />}
      </ItemList>
      {moreHref ? (
        <p className="section-more">
          <AppLink href={moreHref}>{moreLabel}</AppLink>
        </p>
      ) : null}
    </section>
  );
}
