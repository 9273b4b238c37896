import './CarListsNav.css';
import { comparePath, FAVOURITES_PATH } from '@common/car-lists';
import type { CarLists } from '@edge/car-lists/cookie';
import { AppLink } from '../shell/AppLink';

/** Links to the visitor's comparison and favourites, with how many cars each holds. */
export function CarListsNav({ lists }: { lists: CarLists }) {
  return (
    <nav className="car-lists-nav" aria-label="Сравнение и избранное">
      <AppLink href={comparePath(lists.compare)} className="car-lists-nav__link">
        Сравнение ({lists.compare.length})
      </AppLink>
      <AppLink href={FAVOURITES_PATH} className="car-lists-nav__link">
        Избранное ({lists.favourites.length})
      </AppLink>
    </nav>
  );
}
