import type { ServiceCenter } from '@edge/upstream/offices';
import { PlaceDetails } from './PlaceDetails';
import { PlacesByCity } from './PlacesByCity';

/** Partner service centers by city, with the services each one offers. */
export function ServiceCenterList({ centers }: { centers: ServiceCenter[] }) {
  return (
    <PlacesByCity places={centers} idPrefix="service" what="сервисные центры" cardClass="service-card">
      {(center) => (
        <>
          <h4 className="place__name">{center.name}</h4>
          <PlaceDetails place={center} />
          {center.services.length ? (
            <p className="place__services">
              <span className="place__muted">Услуги: </span>
              {center.services.join(', ')}
            </p>
          ) : null}
        </>
      )}
    </PlacesByCity>
  );
}
