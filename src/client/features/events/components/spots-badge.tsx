import { spotsLevel } from '../lib/event-list.ts';
import styles from './events.module.css';

export function SpotsBadge({ spotsLeft }: { spotsLeft: number }) {
  const level = spotsLevel(spotsLeft);
  return (
    <span className={`${styles.spots} ${styles[level]}`} lang="sv" data-level={level}>
      {spotsLeft} platser kvar
    </span>
  );
}
