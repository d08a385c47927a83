import styles from './sections.module.css';
import { useCountUp } from './use-count-up.ts';

export const FAMILIES_SERVED = 1200;
export const VOLUNTEERS_TRAINED = 300;

const format = (value: number) => value.toLocaleString('en-US');

function Counter({ label, target }: { label: string; target: number }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(target);
  return (
    <li className={styles.counter}>
      <span ref={ref} className={styles.counterValue} aria-hidden="true">
        {format(value)}
      </span>
      <span className={styles.counterLabel}>
        <span className="visually-hidden">{format(target)} </span>
        {label}
      </span>
    </li>
  );
}

interface Props {
  /** The number of partners listed on the page. */
  churchPartners: number;
}

/** Impact metrics that count up when scrolled into view. */
export function ImpactCounters({ churchPartners }: Props) {
  return (
    <section className={`section ${styles.muted}`} aria-labelledby="impact-heading">
      <div className="container">
        <h2 id="impact-heading" className={styles.heading}>
          Our Impact
        </h2>
        <ul className={styles.counters}>
          <Counter label="Families Served" target={FAMILIES_SERVED} />
          <Counter label="Volunteers Trained" target={VOLUNTEERS_TRAINED} />
          <Counter label="Church Partners" target={churchPartners} />
        </ul>
      </div>
    </section>
  );
}
