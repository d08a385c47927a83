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
          <h3>Phone</h3>
          <p>
            <a href={phoneHref}>{brand.phone}</a>
          </p>
          <p className={styles.muted}>Monday-Friday 9:00-17:00</p>
        </li>
        <li className={styles.card}>
          <Mail aria-hidden="true" className={styles.icon} />
          <h3>Email</h3>
          <p>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p className={styles.muted}>We reply within 24-48 hours</p>
        </li>
        <li className={styles.card}>
          <MapPin aria-hidden="true" className={styles.icon} />
          <h3>Address</h3>
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
        <h3>Follow us</h3>
        <SocialLinks size={22} />
      </div>
    </div>
  );
}
