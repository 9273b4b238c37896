import { z } from 'zod';
import { imageSchema, listSchema } from './shapes';
import { call, type Transport } from './transport';

/** The few fields a showcase card needs from an upstream CarItem. */
const showcaseCarSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    year: z.number(),
    price: z.number(),
    monthlyPayment: z.number(),
    mileage: z.number().default(0),
    city: z.object({ name: z.string() }),
    brand: z.object({ name: z.string() }),
    image: imageSchema,
  })
  .transform((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    year: c.year,
    price: c.price,
    monthlyPayment: c.monthlyPayment,
    mileage: c.mileage,
    city: c.city.name,
    image: c.image,
  }));

export type ShowcaseCar = z.output<typeof showcaseCarSchema>;

export type Showcase = 'popular-cars' | 'cars-in-program' | 'cars-for-you-trade-in';

/** GET /cars/{showcase}: popular cars, cars in the programme, cars offered for trade-in. */
export function showcaseCars(t: Transport, showcase: Showcase, limit = 8): Promise<ShowcaseCar[]> {
  return call(t, `/api/v1/cars/${showcase}`, listSchema(showcaseCarSchema), { query: { limit } });
}

const optionSchema = z.object({ slug: z.string(), name: z.string() });

/** GET /brands and /vehicle-types for the home screen's quick search. */
export const listBrands = (t: Transport) => call(t, '/api/v1/brands', listSchema(optionSchema));
export const listVehicleTypes = (t: Transport) => call(t, '/api/v1/vehicle-types', listSchema(optionSchema));
