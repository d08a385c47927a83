import { Trans } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SocialLinks } from '#client/components/layout/social-icons.tsx';
import { brand } from '#shared/brand.ts';
import styles from './contact-details.module.css';

const phoneHref = `tel:${brand.phone.replace(/\s+/g, '')}`;

/** The phone, e-mail and address cards and the social links, beside the form. */
export function ContactDetails() {
  return (
    <div className={styles.details}>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <Phone aria-hidden="true" className={styles.icon} />
          <h3>
            <Trans>Phone</Trans>
          </h3>
          <p>
            <a href={phoneHref}>{brand.phone}</a>
          </p>
          <p className={styles.muted}>
            <Trans>Monday-Friday 9:00-17:00</Trans>
          </p>
        </li>
        <li className={styles.card}>
          <Mail aria-hidden="true" className={styles.icon} />
          <h3>
            <Trans>Email</Trans>
          </h3>
          <p>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p className={styles.muted}>
            <Trans>We reply within 24-48 hours</Trans>
          </p>
        </li>
        <li className={styles.card}>
          <MapPin aria-hidden="true" className={styles.icon} />
          <h3>
            <Trans>Address</Trans>
          </h3>
          <address>
            {brand.name}
            <br />
            {brand.address.street}
            <br />
            {brand.address.postalCode} {brand.address.city}
            <br />
            {brand.address.country}
          </address>
        </li>
      </ul>
      <div className={styles.social}>
        <h3>
          <Trans>Follow us</Trans>
        </h3>
        <SocialLinks size={22} />
      </div>
    </div>
  );
}
