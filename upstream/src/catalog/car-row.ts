import { catalogMonthlyPayment } from '@common/with-upstream/lease';
import { carImage, type ImageRef } from './images';
import { BODIES, DRIVES, FUELS, labelled, TRANSMISSIONS } from './labels';

/** Joins every car query uses; `c` is the car, the rest are its references. */
export const CAR_FROM = `cars c
  JOIN brands b ON b.id = c.brand_id
  JOIN models m ON m.id = c.model_id
  JOIN vehicle_types vt ON vt.id = c.vehicle_type_id
  JOIN cities ci ON ci.id = c.city_id`;

export const CAR_COLUMNS = `c.id, c.slug, c.title, c.year, c.price, c.mileage, c.engine_volume, c.fuel, c.power_hp,
  c.transmission, c.drive, c.body, c.color_name, c.color_hex, c.description, c.in_program, c.trade_in,
  c.popularity, c.created_at,
  b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name,
  m.id AS model_id, m.slug AS model_slug, m.name AS model_name,
  vt.id AS type_id, vt.slug AS type_slug, vt.name AS type_name,
  ci.id AS city_id, ci.slug AS city_slug, ci.name AS city_name`;

export interface CarRow {
  id: number;
  slug: string;
  title: string;
  year: number;
  price: number;
  mileage: number;
  engine_volume: number | null;
  fuel: string;
  power_hp: number;
  transmission: string;
  drive: string;
  body: string;
  color_name: string;
  color_hex: string;
  description: string;
  in_program: number;
  trade_in: number;
  popularity: number;
  created_at: string;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  model_id: number;
  model_slug: string;
  model_name: string;
  type_id: number;
  type_slug: string;
  type_name: string;
  city_id: number;
  city_slug: string;
  city_name: string;
}

export interface Ref {
  id: number;
  slug: string;
  name: string;
}

export interface CarItem {
  id: number;
  slug: string;
  title: string;
  brand: Ref;
  model: Ref;
  vehicleType: Ref;
  city: Ref;
  year: number;
  price: number;
  monthlyPayment: number;
  mileage: number;
  engine: { volume: number | null; fuel: { slug: string; name: string }; powerHp: number };
  transmission: { slug: string; name: string };
  drive: { slug: string; name: string };
  body: { slug: string; name: string };
  color: { name: string; hex: string };
  inProgram: boolean;
  tradeIn: boolean;
  popularity: number;
  image: ImageRef;
}

export interface CarDetail extends CarItem {
  description: string;
  createdAt: string;
}

export interface CarShort {
  id: number;
  slug: string;
  title: string;
  year: number;
  price: number;
  monthlyPayment: number;
  city: Ref;
  image: ImageRef;
}

const imageAlt = (r: CarRow) => `${r.title}, ${r.year}, ${r.color_name.toLowerCase()}`;

export function toCarItem(r: CarRow): CarItem {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    brand: { id: r.brand_id, slug: r.brand_slug, name: r.brand_name },
    model: { id: r.model_id, slug: r.model_slug, name: r.model_name },
    vehicleType: { id: r.type_id, slug: r.type_slug, name: r.type_name },
    city: { id: r.city_id, slug: r.city_slug, name: r.city_name },
    year: r.year,
    price: r.price,
    monthlyPayment: catalogMonthlyPayment(r.price),
    mileage: r.mileage,
    engine: { volume: r.engine_volume, fuel: labelled(FUELS, r.fuel), powerHp: r.power_hp },
    transmission: labelled(TRANSMISSIONS, r.transmission),
    drive: labelled(DRIVES, r.drive),
    body: labelled(BODIES, r.body),
    color: { name: r.color_name, hex: r.color_hex },
    inProgram: r.in_program === 1,
    tradeIn: r.trade_in === 1,
    popularity: r.popularity,
    image: carImage(r.slug, imageAlt(r)),
  };
}

export const toCarDetail = (r: CarRow): CarDetail => ({
  ...toCarItem(r),
  description: r.description,
  createdAt: r.created_at,
});

export const toCarShort = (r: CarRow): CarShort => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  year: r.year,
  price: r.price,
  monthlyPayment: catalogMonthlyPayment(r.price),
  city: { id: r.city_id, slug: r.city_slug, name: r.city_name },
  image: carImage(r.slug, imageAlt(r)),
});
