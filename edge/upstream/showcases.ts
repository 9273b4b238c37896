import * as z from 'zod/mini';
import { cachedPublic } from './public-cache';
import { imageSchema, listSchema } from './shapes';
import { call, type Transport } from './transport';

/** The fields of a catalogue card (edge/upstream/cars.ts `CarCard`) from an upstream CarItem. */
const showcaseCarSchema = z.pipe(
  z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    year: z.number(),
    price: z.number(),
    monthlyPayment: z.number(),
    mileage: z._default(z.number(), 0),
    city: z.object({ name: z.string() }),
    inProgram: z._default(z.boolean(), false),
    image: imageSchema,
  }),
  z.transform((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    year: c.year,
    price: c.price,
    monthlyPayment: c.monthlyPayment,
    mileage: c.mileage,
    city: c.city.name,
    inProgram: c.inProgram,
    image: c.image,
  })),
);

export type ShowcaseCar = z.output<typeof showcaseCarSchema>;

export type Showcase = 'popular-cars' | 'cars-in-program' | 'cars-for-you-trade-in';

/** GET /cars/{showcase}: popular cars, cars in the programme, cars offered for trade-in. */
export function showcaseCars(t: Transport, showcase: Showcase, limit = 8): Promise<ShowcaseCar[]> {
  return cachedPublic(`showcase:${showcase}:${limit}`, () =>
    call(t, `/api/v1/cars/${showcase}`, listSchema(showcaseCarSchema), { query: { limit } }),
  );
}
