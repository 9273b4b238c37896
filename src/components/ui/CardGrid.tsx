import type { Key, ReactNode } from 'react';

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** The block that tunes the grid's steps or gap (`news-grid`, `catalog__grid`). */
  className?: string;
  children: (item: T, index: number) => ReactNode;
};

/** A list of cards on the `.card-grid` primitive of src/styles/global.css: one card an item. */
export function CardGrid<T>({ items, keyOf, className, children }: Props<T>) {
  return (
    <ul className={className ? `${className} card-grid` : 'card-grid'}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
