import './CarRow.css';
import type { CarCard as Car } from '@edge/upstream/shapes';
import { CarCard } from '../catalog/CarCard';
import { DragScroller } from './DragScroller';

/** A titled strip of car cards (similar cars, cars for you); nothing when the list is empty. */
export function CarRow({ id, title, cars }: { id: string; title: string; cars: Car[] }) {
  if (cars.length === 0) return null;
  return (
    <section className="cars-strip" aria-labelledby={id}>
      <h2 id={id} className="cars-strip__title">
        {title}
      </h2>
      {/* Its own name: a landmark named like the section around it is two of one name (WCAG 1.3.1). */}
      <DragScroller className="cars-strip__scroller" label={`Лента «${title}»`}>
        {cars.map((car) => (
          <div key={car.id} className="cars-strip__item">
            <CarCard car={car} />
          </div>
        ))}
      </DragScroller>
    </section>
  );
}
