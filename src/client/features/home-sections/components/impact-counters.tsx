import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import styles from './sections.module.css';
import { useCountUp } from './use-count-up.ts';

export const FAMILIES_SERVED = 1200;
export const VOLUNTEERS_TRAINED = 300;

function Counter({ label, target }: { label: string; target: number }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(target);
  const { number } = useFormat();
  return (
    <li className={styles.counter}>
      <span ref={ref} className={styles.counterValue} aria-hidden="true">
        {number(value)}
      </span>
      <span className={styles.counterLabel}>
        <span className="visually-hidden">{number(target)} </span>
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
  const { i18n } = useLingui();
  return (
    <section className={`section ${styles.muted}`} aria-labelledby="impact-heading">
      <div className="container">
        <h2 id="impact-heading" className={styles.heading}>
          <Trans>Our Impact</Trans>
        </h2>
        <ul className={styles.counters}>
          <Counter label={i18n._(msg`Families Served`)} target={FAMILIES_SERVED} />
          <Counter label={i18n._(msg`Volunteers Trained`)} target={VOLUNTEERS_TRAINED} />
          <Counter label={i18n._(msg`Church Partners`)} target={churchPartners} />
        </ul>
      </div>
    </section>
  );
}
