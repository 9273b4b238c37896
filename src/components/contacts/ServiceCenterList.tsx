import './places.css';
import { groupByCity, type ServiceCenter } from '@edge/upstream/offices';
import { PlaceDetails } from './PlaceDetails';

/** Partner service centers by city, with the services each one offers. */
export function ServiceCenterList({ centers }: { centers: ServiceCenter[] }) {
  return (
    <div className="city-groups">
      {groupByCity(centers).map(({ city, items }) => (
        <section key={city.id} className="city-group" aria-labelledby={`service-${city.slug}`}>
          <h3 id={`service-${city.slug}`} className="city-group__title">
            {city.name}
          </h3>
          <ul className="card-grid place-list">
            {items.map((center) => (
              <li key={center.id} className="place service-card">
                <h4 className="place__name">{center.name}</h4>
                <PlaceDetails place={center} />
                {center.services.length ? (
                  <p className="place__services">
                    <span className="place__muted">Услуги: </span>
                    {center.services.join(', ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
