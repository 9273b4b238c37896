import { ItemList, type ItemListProps } from './ItemList';

type Props<T> = Omit<ItemListProps<T>, 'className'> & {
  /** The block that tunes the grid's steps or gap (`news-grid`, `catalog__grid`). */
  className?: string;
};

/** A list of cards on the `.card-grid` primitive of src/styles/global.css: one card an item. */
export function CardGrid<T>({ className, ...list }: Props<T>) {
  return <ItemList {...list} className={className ? `${className} card-grid` : 'card-grid'} />;
}
