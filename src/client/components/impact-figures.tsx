import { useFormat } from '#client/lib/i18n/use-format.ts';
import styles from './impact-figures.module.css';

export interface ImpactFigure {
  value: number;
  /** What the number counts, e.g. "Children kept in school". */
  label: string;
}

interface Props {
  figures: ImpactFigure[];
  /** Plain figures without their own cards, for use inside another card. */
  compact?: boolean;
}

/** Large final numbers with what they count; the numbers are in the pre-rendered HTML. */
export function ImpactFigures({ figures, compact }: Props) {
  const format = useFormat();
  return (
    <ul className={`${styles.figures} ${compact ? styles.compact : ''}`}>
      {figures.map(({ value, label }) => (
        <li key={label} className={styles.figure}>
          <span className={styles.value}>{format.number(value)}</span>{' '}
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
