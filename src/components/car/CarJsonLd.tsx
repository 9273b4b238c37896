import type { CarDetail } from '@edge/upstream/cars';

/**
 * schema.org Car with an Offer for search engines. `<` is escaped so upstream text can never
 * close the element; a data block is not executed, so the CSP needs no nonce for it.
 */
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
    image: new URL(car.image.src, siteUrl).toString(),
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
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON above, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
