import { Trans } from '@lingui/react/macro';
import { HeartHandshake } from 'lucide-react';
import { DonationForm } from './donation-form.tsx';
import styles from './donation-section.module.css';

/** The inside of Home's #donate section: why to give, and the form to give with. */
export function DonationSection({ headingId }: { headingId: string }) {
  return (
    <div className={styles.layout}>
      <div className={styles.intro}>
        <HeartHandshake aria-hidden="true" size={40} className={styles.icon} />
        <h2 id={headingId}>
          <Trans>Give a gift</Trans>
        </h2>
        <p>
          <Trans>
            Your gift helps a child stay in school and a family build a livelihood, through partner
            churches in Sweden, Burundi, Rwanda and the DR Congo.
          </Trans>
        </p>
        <ul className={styles.points}>
          <li>
            <Trans>Give once, or every month with a saved card.</Trans>
          </li>
          <li>
            <Trans>All amounts are in Swedish kronor (SEK).</Trans>
          </li>
          <li>
            <Trans>Leave your e-mail address and we send you a receipt.</Trans>
          </li>
        </ul>
      </div>
      <DonationForm labelledBy={headingId} />
    </div>
  );
}
