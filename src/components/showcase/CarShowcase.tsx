import './CarShowcase.css';
import type { CarCard as Car } from '@edge/upstream/shapes';
import { CarCard } from '../catalog/CarCard';
import { AppLink } from '../shell/AppLink';

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
      <ul className="car-row">
        {cars.map((car) => (
          <li key={car.id}>
            <CarCard car={car} />
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
