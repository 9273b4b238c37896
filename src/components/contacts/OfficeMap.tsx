'use client';

import './OfficeMap.css';
import { useEffect, useRef, useState } from 'react';
import { boundsOf, loadYmaps } from './ymaps';

export type MapOffice = { id: number; name: string; address: string; coordinates: [number, number] };

/**
 * The offices on a Yandex map: rendered only when the site has a maps key. The list beside it is
 * complete on its own, so a failed map is only a note.
 */
export function OfficeMap({ apiKey, offices }: { apiKey: string; offices: MapOffice[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    loadYmaps(apiKey)
      .then((ymaps3) => {
        if (cancelled || !container.current || !offices.length) return;
        const map = new ymaps3.YMap(container.current, {
          location:
            offices.length === 1
              ? { center: offices[0]?.coordinates ?? [37.62, 55.75], zoom: 15 }
              : { bounds: boundsOf(offices.map((o) => o.coordinates)) },
        });
        map.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
        map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
        for (const office of offices) {
          const marker = document.createElement('div');
          marker.className = 'map-marker';
          marker.title = `${office.name}, ${office.address}`;
          map.addChild(new ymaps3.YMapMarker({ coordinates: office.coordinates }, marker));
        }
        destroy = () => map.destroy();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [apiKey, offices]);

  return (
    <section className="office-map" aria-label="Офисы на карте">
      {failed ? (
        <p className="office-map__note">Карта сейчас недоступна — адреса офисов перечислены ниже.</p>
      ) : (
        <div ref={container} className="office-map__canvas" />
      )}
    </section>
  );
}
