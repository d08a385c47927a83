import { Trans } from '@lingui/react/macro';
import { CalendarCheck, GraduationCap, Phone } from 'lucide-react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import styles from './volunteer-application.module.css';
import { VolunteerForm } from './volunteer-form.tsx';

/** The form beside the "what to expect" sidebar. */
export function VolunteerApplication({ formId }: { formId: string }) {
  return (
    <div className={styles.layout}>
      <VolunteerForm id={formId} />
      <aside className={styles.sidebar} aria-labelledby="volunteer-expect">
        <h2 id="volunteer-expect">
          <Trans>What to expect</Trans>
        </h2>
        <ul>
          <li>
            <CalendarCheck aria-hidden="true" />
            <span>
              <Trans>We review every application within 3-7 days.</Trans>
            </span>
          </li>
          <li>
            <Phone aria-hidden="true" />
            <span>
              <Trans>A coordinator may call you for a short chat.</Trans>
            </span>
          </li>
          <li>
            <GraduationCap aria-hidden="true" />
            <span>
              <Trans>Training is provided for all roles.</Trans>
            </span>
          </li>
        </ul>
        <p>
          <Trans>
            Questions first? <LocalizedLink to="/contact-us">Contact us</LocalizedLink>.
          </Trans>
        </p>
      </aside>
    </div>
  );
}
