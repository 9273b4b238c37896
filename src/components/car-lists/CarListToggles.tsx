'use client';

import type { ComponentProps } from 'react';
import { ListToggle } from './ListToggle';

type Toggle = Omit<ComponentProps<typeof ListToggle>, 'list' | 'carId' | 'title'>;

/** One car's «Сравнить» and «В избранное», the island DeferredCarListToggles.tsx wakes on a press. */
export function CarListToggles({
  carId,
  title,
  compare,
  favourites,
}: {
  carId: number;
  title: string;
  compare: Toggle;
  favourites: Toggle;
}) {
  return (
    <>
      <ListToggle list="compare" carId={carId} title={title} {...compare} />
      <ListToggle list="favourites" carId={carId} title={title} {...favourites} />
    </>
  );
}
