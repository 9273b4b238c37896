import './places.css';
import type { Office } from '@edge/upstream/offices';
import { mapLink } from './map-link';

type Place = Pick<Office, 'name' | 'address' | 'metro' | 'hours' | 'phones' | 'coordinates'> & {
  email?: string | null;
};

const telHref = (display: string) => `tel:${display.replace(/[^\d+]/g, '').replace(/^8(?=\d{10}$)/, '+7')}`;

/** Address, metro, hours, phones and a map link of an office or a service center. */
export function PlaceDetails({ place }: { place: Place }) {
  return (
    <dl className="place__details">
      <div className="place__row">
        <dt>Адрес</dt>
        <dd>
          <address className="place__address">{place.address}</address>
          <a className="place__map-link" href={mapLink(place.coordinates)} target="_blank" rel="noopener noreferrer">
            Показать на Яндекс Картах<span className="visually-hidden">: {place.name} (откроется в новой вкладке)</span>
          </a>
        </dd>
      </div>
      {place.metro ? (
        <div className="place__row">
          <dt>Метро</dt>
          <dd>
            <span className="metro-dot" style={{ backgroundColor: place.metro.color }} aria-hidden="true" />
            {place.metro.name}
            <span className="place__muted"> ({place.metro.line})</span>
          </dd>
        </div>
      ) : null}
      {place.hours ? (
        <div className="place__row">
          <dt>Часы работы</dt>
          <dd>{place.hours}</dd>
        </div>
      ) : null}
      {place.phones.length ? (
        <div className="place__row">
          <dt>Телефон</dt>
          <dd>
            <ul className="place__phones">
              {place.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {place.email ? (
        <div className="place__row">
          <dt>Почта</dt>
          <dd>
            <a href={`mailto:${place.email}`}>{place.email}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
