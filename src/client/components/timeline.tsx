import styles from './timeline.module.css';

export interface TimelineEntry {
  period: string;
  title: string;
  text: string;
}

/** A vertical timeline: one h3 per period, in order. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className={styles.timeline}>
      {entries.map(({ period, title, text }) => (
        <li key={period} className={styles.entry}>
          <p className={styles.period}>{period}</p>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ol>
  );
}
