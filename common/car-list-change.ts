import * as z from 'zod/mini';
import { requiredInt } from './forms/fields';

/**
 * A change of a visitor's car list as its form posts it (common/car-lists.ts has the lists' rules):
 * the edge's schema, kept apart so the browser's list buttons load no zod.
 */

/** A car of a list form: the ids the upstream has (at most nine digits, as `parseId` reads them). */
const carId = requiredInt(1, 999_999_999, 'Некорректный автомобиль');

/** One change of a list, as a form posts it: add or remove a car, or clear the list. */
export const carListChange = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), carId }),
  z.object({ op: z.literal('remove'), carId }),
  z.object({ op: z.literal('clear') }),
]);
export type CarListChange = z.output<typeof carListChange>;

/** The list after a change (the caller refuses an `add` to a full list before). */
export function applyCarListChange(ids: readonly number[], change: CarListChange): number[] {
  switch (change.op) {
    case 'add':
      return ids.includes(change.carId) ? [...ids] : [...ids, change.carId];
    case 'remove':
      return ids.filter((id) => id !== change.carId);
    case 'clear':
      return [];
  }
}
