import type { Office } from '@edge/upstream/offices';
import { PlaceDetails } from './PlaceDetails';
import { PlacesByCity } from './PlacesByCity';

/** Every office, grouped by city: the complete contacts list, with or without the map. */
export function OfficeList({ offices }: { offices: Office[] }) {
  return (
    <PlacesByCity places={offices} idPrefix="offices" what="офисы" cardClass="office-card">
      {(office) => (
        <>
          <h4 className="place__name">
            {office.name}
            {office.isMain ? <span className="place__badge badge">Головной офис</span> : null}
          </h4>
          <PlaceDetails place={office} />
        </>
      )}
    </PlacesByCity>
  );
}
