import { officeLabel } from '@common/offices';
import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import type { Transport } from './transport';

/** Reference lists (upstream/API-public.md «Reference data»), one small function per list. */
const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ items: z.array(item) }),
    z.transform((r) => r.items),
  );
const option = z.object({ id: z.number(), slug: z.string(), name: z.string() });

const brandSchema = z.pipe(
  z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    carsCount: z._default(z.number(), 0),
    models: z.array(
      z.object({ id: z.number(), slug: z.string(), name: z.string(), carsCount: z._default(z.number(), 0) }),
    ),
  }),
  z.transform((b) => ({
    id: b.id,
    slug: b.slug,
    name: b.name,
    carsCount: b.carsCount,
    models: b.models.map((m) => ({ slug: m.slug, name: m.name, carsCount: m.carsCount })),
  })),
);

/** GET /brands with their models (model slugs are what the catalogue filter takes). */
export const getBrands = (t: Transport, vehicleType?: string) =>
  cachedCall(t, '/api/v1/brands', list(brandSchema), { query: { vehicleType } });

/** GET /vehicle-types: Легковые, Внедорожники, … */
export const getVehicleTypes = (t: Transport) => cachedCall(t, '/api/v1/vehicle-types', list(option));

/** GET /cities, Moscow first. */
export const getCities = (t: Transport) => cachedCall(t, '/api/v1/cities', list(option));

const officeOption = z.pipe(
  z.object({ id: z.number(), name: z.string(), address: z.string(), city: z.object({ name: z.string() }) }),
  z.transform((o) => ({ id: o.id, city: o.city.name, label: officeLabel(o.city.name, o.address), name: o.name })),
);

/** GET /offices as choices for a form (booking: where to view the car). */
export const getOfficeOptions = (t: Transport, city?: string) =>
  cachedCall(t, '/api/v1/offices', list(officeOption), { query: { city } });
