import { useLingui } from '@lingui/react/macro';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import styles from './contact-section.module.css';

/** The form beside the phone, e-mail and address cards. */
export function ContactSection({ formId }: { formId: string }) {
  const { t } = useLingui();
  return (
    <section className="section" aria-label={t`Write or call us`}>
      <div className={`container ${styles.grid}`}>
        <ContactForm id={formId} />
        <ContactDetails />
      </div>
    </section>
  );
}
