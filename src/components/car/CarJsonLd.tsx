import { siteAddress } from '@common/site-address';
import type { CarDetail } from '@edge/upstream/cars';
import { JsonLd } from '../seo/JsonLd';

/** schema.org Car with an Offer for search engines. */
export function CarJsonLd({ car, url, siteUrl }: { car: CarDetail; url: string; siteUrl: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.title,
    brand: { '@type': 'Brand', name: car.brand.name },
    model: car.model.name,
    vehicleModelDate: String(car.year),
    bodyType: car.body.name,
    color: car.color.name,
    vehicleTransmission: car.transmission.name,
    driveWheelConfiguration: car.drive.name,
    fuelType: car.engine.fuel.name,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    image: siteAddress(car.image.src, siteUrl),
    description: car.description || undefined,
    url,
    offers: {
      '@type': 'Offer',
      price: car.price,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      url,
      areaServed: car.city,
    },
  };
  return <JsonLd data={data} />;
}
