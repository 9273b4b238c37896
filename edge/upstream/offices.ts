import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import { type CityRef, listSchema, lonLatSchema, metroRefSchema, refSchema } from './shapes';
import type { Transport } from './transport';

/** What an office and a service centre both have: a place on the map with its hours. */
const placeFields = {
  id: z.number(),
  name: z.string(),
  city: refSchema,
  address: z.string(),
  metro: z.optional(z.nullable(metroRefSchema)),
  hours: z._default(z.string(), ''),
  phones: z._default(z.array(z.string()), []),
  coordinates: lonLatSchema,
};
type PlaceInput = z.output<z.ZodMiniObject<typeof placeFields>>;

const toPlace = (p: PlaceInput) => ({
  id: p.id,
  name: p.name,
  city: p.city,
  address: p.address,
  metro: p.metro ? { name: p.metro.name, line: p.metro.line, color: p.metro.color } : null,
  hours: p.hours,
  phones: p.phones,
  coordinates: p.coordinates,
});

const officeSchema = z.pipe(
  z.object({ ...placeFields, email: z.optional(z.string()), isMain: z._default(z.boolean(), false) }),
  z.transform((o) => ({ ...toPlace(o), email: o.email ?? null, isMain: o.isMain })),
);

export type Office = z.output<typeof officeSchema>;

const serviceCenterSchema = z.pipe(
  z.object({ ...placeFields, services: z._default(z.array(z.string()), []) }),
  z.transform((s) => ({ ...toPlace(s), services: s.services })),
);

export type ServiceCenter = z.output<typeof serviceCenterSchema>;

const bankSchema = z.pipe(
  z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    license: z._default(z.string(), ''),
    rateFromPercent: z.number(),
    maxTermMonths: z.number(),
  }),
  z.transform((b) => ({
    id: b.id,
    name: b.name,
    license: b.license,
    rateFromPercent: b.rateFromPercent,
    maxTermMonths: b.maxTermMonths,
  })),
);

export type Bank = z.output<typeof bankSchema>;

/** GET /offices: every office, by city, the main office first. */
export const listOffices = (t: Transport): Promise<Office[]> =>
  cachedCall(t, '/api/v1/offices', listSchema(officeSchema));

/** GET /service-centers: every service center, by city. */
export const listServiceCenters = (t: Transport): Promise<ServiceCenter[]> =>
  cachedCall(t, '/api/v1/service-centers', listSchema(serviceCenterSchema));

/** GET /banks: the partner banks of the credit page. */
export const listBanks = (t: Transport): Promise<Bank[]> => cachedCall(t, '/api/v1/banks', listSchema(bankSchema));

/** Groups places by city, keeping the upstream's order of cities and of places within one. */
export function groupByCity<T extends { city: CityRef }>(places: T[]): { city: CityRef; items: T[] }[] {
  const groups = new Map<number, { city: CityRef; items: T[] }>();
  for (const place of places) {
    const group = groups.get(place.city.id) ?? { city: place.city, items: [] };
    group.items.push(place);
    groups.set(place.city.id, group);
  }
  return [...groups.values()];
}
