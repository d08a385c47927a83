import { Trans } from '@lingui/react/macro';
import { spotsLevel } from '../lib/event-list.ts';
import styles from './events.module.css';

/** Swedish on the English page too (the spec); the Swedish catalog adds the singular. */
export function SpotsBadge({ spotsLeft }: { spotsLeft: number }) {
  const level = spotsLevel(spotsLeft);
  return (
    <span className={`${styles.spots} ${styles[level]}`} lang="sv" data-level={level}>
      <Trans comment="Swedish on the English page too (the spec's event labels)">
        {spotsLeft} platser kvar
      </Trans>
    </span>
  );
}
