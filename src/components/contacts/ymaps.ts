import { MAP_LOADER } from '@common/constants';

/** The few parts of the Yandex Maps JS API v3 the office map uses (the full types are not installed). */
type LngLat = [number, number];
type YMapEntity = object;
export type Ymaps3 = {
  ready: Promise<void>;
  YMap: new (
    element: HTMLElement,
    props: { location: { bounds: [LngLat, LngLat] } | { center: LngLat; zoom: number } },
  ) => { addChild(child: YMapEntity): unknown; destroy(): void };
  YMapDefaultSchemeLayer: new (props: Record<string, never>) => YMapEntity;
  YMapDefaultFeaturesLayer: new (props: Record<string, never>) => YMapEntity;
  YMapMarker: new (props: { coordinates: LngLat; title?: string }, element: HTMLElement) => YMapEntity;
};

let loading: Promise<Ymaps3> | null = null;

/** Loads the API script once per page (`lang=ru_RU`, spec section 9) and waits until it is ready. */
export function loadYmaps(apiKey: string): Promise<Ymaps3> {
  if (loading) return loading;
  loading = new Promise<Ymaps3>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://api-maps.yandex.ru/${MAP_LOADER.version}/?apikey=${encodeURIComponent(apiKey)}&lang=${MAP_LOADER.lang}`;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { ymaps3?: Ymaps3 }).ymaps3;
      if (!api) return reject(new Error('ymaps3 is missing'));
      api.ready.then(() => resolve(api), reject);
    };
    script.onerror = () => reject(new Error('Yandex Maps did not load'));
    document.head.appendChild(script);
  });
  // A failed load may be retried on the next mount.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The rectangle around all points, padded a little so markers are not on the edge. */
export function boundsOf(points: LngLat[]): [LngLat, LngLat] {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const pad = 0.5;
  return [
    [Math.min(...lons) - pad, Math.max(...lats) + pad],
    [Math.max(...lons) + pad, Math.min(...lats) - pad],
  ];
}
