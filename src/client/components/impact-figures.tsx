import type { ImpactFigure } from '#shared/content/programs.ts';
import styles from './impact-figures.module.css';

const numberFormat = new Intl.NumberFormat('en-GB');

interface Props {
  figures: ImpactFigure[];
  /** Plain figures without their own cards, for use inside another card. */
  compact?: boolean;
}

/** Large final numbers with what they count; the numbers are in the pre-rendered HTML. */
export function ImpactFigures({ figures, compact }: Props) {
  return (
    <ul className={`${styles.figures} ${compact ? styles.compact : ''}`}>
      {figures.map(({ value, label }) => (
        <li key={label} className={styles.figure}>
          <span className={styles.value}>{numberFormat.format(value)}</span>{' '}
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
