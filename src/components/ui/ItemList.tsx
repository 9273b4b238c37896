import type { Key, ReactNode } from 'react';

export type ItemListProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** The list's block class (`contract-list`, `car-row`, `news-grid card-grid`). */
  className: string;
  children: (item: T, index: number) => ReactNode;
};

/** A `<ul>` of one `<li>` an item: the one markup of the site's lists of cards. */
export function ItemList<T>({ items, keyOf, className, children }: ItemListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
