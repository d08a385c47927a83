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
