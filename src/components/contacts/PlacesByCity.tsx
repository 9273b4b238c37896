import './places.css';
import { groupByCity } from '@edge/upstream/offices';
import type { CityRef } from '@edge/upstream/shapes';
import type { ReactNode } from 'react';

type Props<P> = {
  places: P[];
  /** Makes the ids of the city headings: `{idPrefix}-{city slug}`. */
  idPrefix: string;
  /**
   * What the places are («офисы»): a city's section is named «Москва: офисы», not «Москва» twice
   * on a page that lists offices and service centres (WCAG 1.3.1).
   */
  what: string;
  /** The card's own block beside `place` (`office-card`, `service-card`). */
  cardClass: string;
  /** What a card shows: the name, the details, anything of its own. */
  children: (place: P) => ReactNode;
};

/** Offices or service centers grouped by city: a heading a city, then its places as cards. */
export function PlacesByCity<P extends { id: number; city: CityRef }>({
  places,
  idPrefix,
  what,
  cardClass,
  children,
}: Props<P>) {
  return (
    <div className="city-groups">
      {groupByCity(places).map(({ city, items }) => (
        <section key={city.id} className="city-group" aria-label={`${city.name}: ${what}`}>
          <h3 id={`${idPrefix}-${city.slug}`} className="city-group__title">
            {city.name}
          </h3>
          <ul className="place-list card-grid">
            {items.map((place) => (
              <li key={place.id} className={`place ${cardClass}`}>
                {children(place)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
