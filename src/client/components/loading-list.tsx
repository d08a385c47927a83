import type { ReactNode } from 'react';
import styles from './loading-list.module.css';

interface Props {
  /** Said by screen readers while the list loads, e.g. "Loading photos…". */
  label: string;
  count: number;
  /** The list's own layout, so the placeholders take the places of the items. */
  listClassName: string | undefined;
  /** A placeholder's size (min-height or aspect-ratio). */
  itemClassName: string | undefined;
}

/** Grey placeholders in the list's layout while it loads, hidden from screen readers. */
export function LoadingList({ label, count, listClassName, itemClassName }: Props) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed, identical placeholders.
          <li key={i} className={`${styles.placeholder} ${itemClassName ?? ''}`} />
        ))}
      </ul>
    </>
  );
}

interface LoadedListProps<Item> extends Omit<Props, 'itemClassName'> {
  /** The list's query. */
  query: { isPending: boolean; isSuccess: boolean; data?: readonly Item[] | undefined };
  placeholderClassName: string | undefined;
  /** Shown in place of the list once it has loaded empty. */
  empty: ReactNode;
  /** An item's own <li> class. */
  cellClassName?: string | undefined;
  children(item: Item, index: number): ReactNode;
}

/** A loaded list: placeholders while it loads, `empty` when it holds nothing, else the items. */
export function LoadedList<Item extends { id: number }>(props: LoadedListProps<Item>) {
  const { query, label, count, listClassName, children } = props;
  if (query.isPending) {
    return (
      <LoadingList
        label={label}
        count={count}
        listClassName={listClassName}
        itemClassName={props.placeholderClassName}
      />
    );
  }
  const items = query.data ?? [];
  if (query.isSuccess && items.length === 0) return props.empty;
  return (
    <ul className={listClassName}>
      {items.map((item, index) => (
        <li key={item.id} className={props.cellClassName}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
