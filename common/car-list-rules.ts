import type { CarListName } from './car-lists';

/** What each of the visitor's car lists (car-lists.ts) holds at most, and what is said of a change. */
type CarListRules = {
  /** How many cars the list keeps. */
  max: number;
  /** What a toast says the car was added to or removed from («добавлен к сравнению»). */
  added: string;
  removed: string;
  /** The refusal when the list is full. */
  full: string;
};

export const CAR_LISTS: ReadonlyMap<CarListName, CarListRules> = new Map<CarListName, CarListRules>([
  [
    'compare',
    {
      max: 4,
      added: 'добавлен к сравнению',
      removed: 'убран из сравнения',
      full: 'Сравнивать можно не более 4 автомобилей: уберите один из списка сравнения',
    },
  ],
  [
    'favourites',
    {
      max: 50,
      added: 'добавлен в избранное',
      removed: 'убран из избранного',
      full: 'В избранном может быть не более 50 автомобилей: уберите один',
    },
  ],
]);

export const carListRules = (list: CarListName): CarListRules => CAR_LISTS.get(list) as CarListRules;
