import { Hono } from 'hono';
import { parseJson } from '../../db/json';
import type { AppEnv } from '../../env';
import { type Resource, resourceRoutes } from './resource';

type LonLat = [lon: number, lat: number];
const cityRef = { columns: 'ci.id AS city_id, ci.slug AS city_slug, ci.name AS city_name' };
const metroColumns = 'mt.id AS metro_id, mt.name AS metro_name, mt.line AS metro_line, mt.color AS metro_color';

interface CityRef {
  city_id: number;
  city_slug: string;
  city_name: string;
}
interface MetroRef {
  metro_id: number | null;
  metro_name: string | null;
  metro_line: string | null;
  metro_color: string | null;
}
const city = (r: CityRef) => ({ id: r.city_id, slug: r.city_slug, name: r.city_name });
const metro = (r: MetroRef) =>
  r.metro_id === null ? null : { id: r.metro_id, name: r.metro_name, line: r.metro_line, color: r.metro_color };

interface CountryRow {
  id: number;
  code: string;
  name: string;
}
const countries: Resource<CountryRow> = {
  path: 'countries',
  notFound: 'Страна не найдена',
  columns: 't.id, t.code, t.name',
  from: 'countries t',
  order: 't.id',
  map: (r) => ({ id: r.id, code: r.code, name: r.name }),
};

interface CityRow {
  id: number;
  slug: string;
  name: string;
  region: string;
  phone: string;
  lon: number;
  lat: number;
  offices_count: number;
}
const cities: Resource<CityRow> = {
  path: 'cities',
  notFound: 'Город не найден',
  columns: 't.*, (SELECT COUNT(*) FROM offices o WHERE o.city_id = t.id) AS offices_count',
  from: 'cities t',
  order: 't.sort',
  map: (r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    region: r.region,
    phone: r.phone,
    coordinates: [r.lon, r.lat] satisfies LonLat,
    officesCount: r.offices_count,
  }),
};

interface MetroRow extends CityRef {
  id: number;
  name: string;
  line: string;
  color: string;
  lon: number;
  lat: number;
}
const metros: Resource<MetroRow> = {
  path: 'metros',
  notFound: 'Станция метро не найдена',
  columns: `t.*, ${cityRef.columns}`,
  from: 'metros t JOIN cities ci ON ci.id = t.city_id',
  order: 'ci.sort, t.name',
  filters: { city: 'ci.slug = ?' },
  map: (r) => ({
    id: r.id,
    name: r.name,
    line: r.line,
    color: r.color,
    city: city(r),
    coordinates: [r.lon, r.lat] satisfies LonLat,
  }),
};

interface OfficeRow extends CityRef, MetroRef {
  id: number;
  name: string;
  address: string;
  hours: string;
  phones: string;
  email: string;
  lon: number;
  lat: number;
  is_main: number;
}
const offices: Resource<OfficeRow> = {
  path: 'offices',
  notFound: 'Офис не найден',
  columns: `t.*, ${cityRef.columns}, ${metroColumns}`,
  from: 'offices t JOIN cities ci ON ci.id = t.city_id LEFT JOIN metros mt ON mt.id = t.metro_id',
  order: 'ci.sort, t.is_main DESC, t.id',
  filters: { city: 'ci.slug = ?' },
  map: (r) => ({
    id: r.id,
    name: r.name,
    city: city(r),
    address: r.address,
    metro: metro(r),
    hours: r.hours,
    phones: parseJson<string[]>(r.phones, []),
    email: r.email,
    coordinates: [r.lon, r.lat] satisfies LonLat,
    isMain: r.is_main === 1,
  }),
};

interface ServiceCenterRow extends CityRef, MetroRef {
  id: number;
  name: string;
  address: string;
  hours: string;
  phones: string;
  services: string;
  lon: number;
  lat: number;
}
const serviceCenters: Resource<ServiceCenterRow> = {
  path: 'service-centers',
  notFound: 'Сервисный центр не найден',
  columns: `t.*, ${cityRef.columns}, ${metroColumns}`,
  from: 'service_centers t JOIN cities ci ON ci.id = t.city_id LEFT JOIN metros mt ON mt.id = t.metro_id',
  order: 'ci.sort, t.id',
  filters: { city: 'ci.slug = ?' },
  map: (r) => ({
    id: r.id,
    name: r.name,
    city: city(r),
    address: r.address,
    metro: metro(r),
    hours: r.hours,
    phones: parseJson<string[]>(r.phones, []),
    services: parseJson<string[]>(r.services, []),
    coordinates: [r.lon, r.lat] satisfies LonLat,
  }),
};

interface BankRow {
  id: number;
  slug: string;
  name: string;
  license: string;
  bik: string;
  rate_from: number;
  max_term_months: number;
}
const banks: Resource<BankRow> = {
  path: 'banks',
  notFound: 'Банк не найден',
  columns: 't.*',
  from: 'banks t',
  order: 't.sort',
  map: (r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    license: r.license,
    bik: r.bik,
    rateFromPercent: r.rate_from,
    maxTermMonths: r.max_term_months,
  }),
};

interface BrandRow {
  id: number;
  slug: string;
  name: string;
  country_id: number;
  country_code: string;
  country_name: string;
  cars_count: number;
  models: string;
}
const brands: Resource<BrandRow> = {
  path: 'brands',
  notFound: 'Марка не найдена',
  columns: `t.id, t.slug, t.name, co.id AS country_id, co.code AS country_code, co.name AS country_name,
    (SELECT COUNT(*) FROM cars c WHERE c.brand_id = t.id) AS cars_count,
    (SELECT json_group_array(json_object('id', x.id, 'slug', x.slug, 'name', x.name, 'carsCount', x.n))
       FROM (SELECT m.id, m.slug, m.name, (SELECT COUNT(*) FROM cars c WHERE c.model_id = m.id) AS n
             FROM models m WHERE m.brand_id = t.id ORDER BY m.name) x) AS models`,
  from: 'brands t JOIN countries co ON co.id = t.country_id',
  order: 't.sort',
  // A brand is listed under a vehicle type when it has at least one car of that type.
  filters: {
    vehicleType:
      'EXISTS (SELECT 1 FROM cars c JOIN vehicle_types vt ON vt.id = c.vehicle_type_id WHERE c.brand_id = t.id AND vt.slug = ?)',
  },
  map: (r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    country: { id: r.country_id, code: r.country_code, name: r.country_name },
    carsCount: r.cars_count,
    models: parseJson<unknown[]>(r.models, []),
  }),
};

interface VehicleTypeRow {
  id: number;
  slug: string;
  name: string;
  cars_count: number;
}
const vehicleTypes: Resource<VehicleTypeRow> = {
  path: 'vehicle-types',
  notFound: 'Тип техники не найден',
  columns: 't.*, (SELECT COUNT(*) FROM cars c WHERE c.vehicle_type_id = t.id) AS cars_count',
  from: 'vehicle_types t',
  order: 't.sort',
  map: (r) => ({ id: r.id, slug: r.slug, name: r.name, carsCount: r.cars_count }),
};

/** cities, offices, metros, banks, brands, vehicle-types, service-centers, countries. */
export function referenceRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.route('/', resourceRoutes(cities));
  r.route('/', resourceRoutes(offices));
  r.route('/', resourceRoutes(metros));
  r.route('/', resourceRoutes(banks));
  r.route('/', resourceRoutes(brands));
  r.route('/', resourceRoutes(vehicleTypes));
  r.route('/', resourceRoutes(serviceCenters));
  r.route('/', resourceRoutes(countries));
  return r;
}
