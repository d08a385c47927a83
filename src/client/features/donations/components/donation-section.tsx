import { HeartHandshake } from 'lucide-react';
import { DonationForm } from './donation-form.tsx';
import styles from './donation-section.module.css';

/** The inside of Home's #donate section: why to give, and the form to give with. */
export function DonationSection({ headingId }: { headingId: string }) {
  return (
    <div className={styles.layout}>
      <div className={styles.intro}>
        <HeartHandshake aria-hidden="true" size={40} className={styles.icon} />
        <h2 id={headingId}>Give a gift</h2>
        <p>
          Your gift helps a child stay in school and a family build a livelihood, through partner
          churches in Sweden, Burundi, Rwanda and the DR Congo.
        </p>
        <ul className={styles.points}>
          <li>Give once, or every month with a saved card.</li>
          <li>All amounts are in Swedish kronor (SEK).</li>
          <li>Leave your e-mail address and we send you a receipt.</li>
        </ul>
      </div>
      <DonationForm labelledBy={headingId} />
    </div>
  );
}
