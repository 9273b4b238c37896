'use client';

import { type CarListName, comparePath, FAVOURITES_PATH } from '@common/car-lists';
import { useEffect, useState } from 'react';
import { AppLink } from '../shell/AppLink';
import { onListChange } from './list-events';

const NAMES: ReadonlyMap<CarListName, string> = new Map([
  ['compare', 'Сравнение'],
  ['favourites', 'Избранное'],
]);

/**
 * A link to one of the visitor's lists with how many cars it holds: «Сравнение (2)». It follows the
 * cards' buttons, which change the lists without a reload (the comparison's address names its cars).
 */
export function CarListLink({ list, ids: initial }: { list: CarListName; ids: readonly number[] }) {
  const [ids, setIds] = useState(initial);
  useEffect(() => setIds(initial), [initial]);
  useEffect(() => onListChange(list, setIds), [list]);
  return (
    <AppLink href={list === 'compare' ? comparePath(ids) : FAVOURITES_PATH} className="car-lists-nav__link">
      {NAMES.get(list)} ({ids.length})
    </AppLink>
  );
}
