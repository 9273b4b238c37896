import './places.css';
import { groupByCity, type Office } from '@edge/upstream/offices';
import { PlaceDetails } from './PlaceDetails';

/** Every office, grouped by city: the complete contacts list, with or without the map. */
export function OfficeList({ offices }: { offices: Office[] }) {
  return (
    <div className="city-groups">
      {groupByCity(offices).map(({ city, items }) => (
        <section key={city.id} className="city-group" aria-labelledby={`offices-${city.slug}`}>
          <h3 id={`offices-${city.slug}`} className="city-group__title">
            {city.name}
          </h3>
          <ul className="card-grid place-list">
            {items.map((office) => (
              <li key={office.id} className="place office-card">
                <h4 className="place__name">
                  {office.name}
                  {office.isMain ? <span className="badge place__badge">Головной офис</span> : null}
                </h4>
                <PlaceDetails place={office} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
