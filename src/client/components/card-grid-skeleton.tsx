import { Trans } from '@lingui/react/macro';
import styles from './card-grid-skeleton.module.css';

/** Grey placeholder cards, shown while a page of cards loads in the browser. */
export function CardGridSkeleton({ count }: { count: number }) {
  return (
    <div className="container section" role="status">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
          <li key={index} className={styles.card}>
            <div className={styles.image} />
            <div className={styles.line} />
            <div className={styles.line} />
            <div className={styles.shortLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
