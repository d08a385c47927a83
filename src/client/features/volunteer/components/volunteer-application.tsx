import { CalendarCheck, GraduationCap, Phone } from 'lucide-react';
import { Link } from 'react-router';
import styles from './volunteer-application.module.css';
import { VolunteerForm } from './volunteer-form.tsx';

/** The form beside the "what to expect" sidebar. */
export function VolunteerApplication({ formId }: { formId: string }) {
  return (
    <div className={styles.layout}>
      <VolunteerForm id={formId} />
      <aside className={styles.sidebar} aria-labelledby="volunteer-expect">
        <h2 id="volunteer-expect">What to expect</h2>
        <ul>
          <li>
            <CalendarCheck aria-hidden="true" />
            <span>We review every application within 3-7 days.</span>
          </li>
          <li>
            <Phone aria-hidden="true" />
            <span>A coordinator may call you for a short chat.</span>
          </li>
          <li>
            <GraduationCap aria-hidden="true" />
            <span>Training is provided for all roles.</span>
          </li>
        </ul>
        <p>
          Questions first? <Link to="/contact-us">Contact us</Link>.
        </p>
      </aside>
    </div>
  );
}
