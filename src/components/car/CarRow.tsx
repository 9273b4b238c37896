import './CarRow.css';
import type { CarCard as Car } from '@edge/upstream/shapes';
import type { SectionLoaded } from '@src/lib/section-data';
import { CarCard } from '../catalog/CarCard';
import { SectionUnavailable } from '../ui/SectionUnavailable';
import { DragScroller } from './DeferredDragScroller';

/**
 * A titled strip of car cards (similar cars, cars for you), a secondary section of its page:
 * nothing when the list is empty, «Не удалось загрузить…» in place when its data did not come.
 */
export function CarRow({
  id,
  title,
  what,
  cars,
}: {
  id: string;
  title: string;
  what: string;
  cars: SectionLoaded<Car[]>;
}) {
  if (cars.failure) {
    return (
      <section className="cars-strip" aria-labelledby={id}>
        <h2 id={id} className="cars-strip__title">
          {title}
        </h2>
        <SectionUnavailable failure={cars.failure} what={what} anchor={id} />
      </section>
    );
  }
  if (cars.data.length === 0) return null;
  return (
    <section className="cars-strip" aria-labelledby={id}>
      <h2 id={id} className="cars-strip__title">
        {title}
      </h2>
      {/* Its own name: a landmark named like the section around it is two of one name (WCAG 1.3.1). */}
      <DragScroller className="cars-strip__scroller" label={`Лента «${title}»`}>
        {cars.data.map((car) => (
          <div key={car.id} className="cars-strip__item">
            <CarCard car={car} />
          </div>
        ))}
      </DragScroller>
    </section>
  );
}
