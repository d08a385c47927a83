import { Select, Trans } from '@lingui/react/macro';
import { HandHeart } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { type PrayerPoint, usePray } from '../api/prayer-api.ts';
import { usePrayed } from '../lib/prayed-flags.ts';
import styles from './prayer.module.css';

interface Props {
  point: PrayerPoint;
  /** The admin's Edit, Delete and Reset Count buttons. */
  actions?: ReactNode;
}

/** A prayer point with its Pray button and how many have prayed. */
export function PrayerCard({ point, actions }: Props) {
  const headingId = useId();
  const prayed = usePrayed(point.id);
  const pray = usePray();
  const count = point.pray_count;
  const format = useFormat();
  const prayers = format.number(count);
  const form = format.pluralForm(count);
  const lang = useTextLang(point.lang);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {point.tag && (
        <p className={styles.tag} lang={lang}>
          {point.tag}
        </p>
      )}
      <h2 id={headingId} className={styles.title} lang={lang}>
        {point.title}
      </h2>
      <p className={styles.content} lang={lang}>
        {point.content}
      </p>
      <div className={styles.prayRow}>
        <button
          type="button"
          className="button button-secondary"
          disabled={prayed}
          onClick={() => pray.mutate(point.id)}
        >
          <HandHeart aria-hidden="true" size={20} />
          {prayed ? (
            <Trans context="prayer button">Prayed</Trans>
          ) : (
            <Trans context="prayer button">Pray</Trans>
          )}
        </button>
        <span className={styles.count} aria-live="polite">
          <Select value={form} _one={`${prayers} prayer`} other={`${prayers} prayers`} />
        </span>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
