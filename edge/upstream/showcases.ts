import { cachedCall } from './cached-call';
import { type CarCard, carCardSchema, listSchema } from './shapes';
import type { Transport } from './transport';

export type Showcase = 'popular-cars' | 'cars-in-program' | 'cars-for-you-trade-in';

/** GET /cars/{showcase}: popular cars, cars in the programme, cars offered for trade-in. */
export function showcaseCars(t: Transport, showcase: Showcase, limit = 8): Promise<CarCard[]> {
  return cachedCall(t, `/api/v1/cars/${showcase}`, listSchema(carCardSchema), { query: { limit } });
}
