import type { CarListName } from '@common/car-lists';

/** A list changed without a reload: its ids as the edge keeps them now (ListToggle → ListCount). */
const EVENT = 'car-list-change';

type Change = { list: CarListName; ids: number[] };

export function announceListChange(change: Change) {
  window.dispatchEvent(new CustomEvent<Change>(EVENT, { detail: change }));
}

/** Calls `listener` with each change of `list`; returns the unsubscribe. */
export function onListChange(list: CarListName, listener: (ids: number[]) => void): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<Change>).detail;
    if (detail?.list === list) listener(detail.ids);
  };
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
