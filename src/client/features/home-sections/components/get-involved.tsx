import { Trans } from '@lingui/react/macro';
import { HandHeart, Users } from 'lucide-react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import styles from './sections.module.css';

/** Two ways to take part: prayer and volunteering. */
export function GetInvolved() {
  return (
    <section className={`section ${styles.muted}`} aria-labelledby="get-involved-heading">
      <div className="container">
        <h2 id="get-involved-heading" className={styles.heading}>
          <Trans>Get Involved</Trans>
        </h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <HandHeart aria-hidden="true" size={32} className={styles.icon} />
            <h3>
              <Trans>Pray with us</Trans>
            </h3>
            <p>
              <Trans>
                Our partner churches, the families they serve and our team rely on prayer. See what
                to pray for this month.
              </Trans>
            </p>
            <LocalizedLink to="/prayer" className="button button-secondary">
              <Trans>Prayer Points</Trans>
            </LocalizedLink>
          </li>
          <li className={styles.card}>
            <Users aria-hidden="true" size={32} className={styles.icon} />
            <h3>
              <Trans>Give your time</Trans>
            </h3>
            <p>
              <Trans>
                Help with community support, education and mentoring, or logistics and media, from
                Sweden or on a visit.
              </Trans>
            </p>
            <LocalizedLink to="/volunteer" className="button button-secondary">
              <Trans>Become a Volunteer</Trans>
            </LocalizedLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
