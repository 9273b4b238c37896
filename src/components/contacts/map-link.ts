/** A link to a place on Yandex Maps (coordinates are [longitude, latitude], as `pt` wants them). */
export function mapLink([lon, lat]: readonly [number, number]): string {
  return `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map`;
}
