import './CarListsNav.css';
import type { CarLists } from '@edge/car-lists/cookie';
import { CarListLink } from './CarListLink';

/** Links to the visitor's comparison and favourites, with how many cars each holds. */
export function CarListsNav({ lists }: { lists: CarLists }) {
  return (
    <nav className="car-lists-nav" aria-label="Сравнение и избранное">
      <CarListLink list="compare" ids={lists.compare} />
      <CarListLink list="favourites" ids={lists.favourites} />
    </nav>
  );
}
