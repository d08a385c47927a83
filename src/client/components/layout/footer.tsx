import { Trans, useLingui } from '@lingui/react/macro';
import { Globe2, HandHeart, Mail, Phone, Users } from 'lucide-react';
import { LocalizedLink as Link } from '#client/lib/i18n/localized-link.tsx';
import { Island } from '#client/runtime/island.tsx';
import { brand } from '#shared/brand.ts';
import styles from './footer.module.css';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-icons.tsx';

const { name, copyrightYear } = brand;

export function Footer() {
  const { t } = useLingui();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            <Trans>About {name}</Trans>
          </h2>
          <Logo className={styles.logo} />
          <p className={styles.tagline}>{brand.tagline}</p>
          <SocialLinks className={styles.social} />
        </section>

        <nav aria-labelledby="footer-get-involved">
          <h2 id="footer-get-involved">
            <Trans>Get Involved</Trans>
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/volunteer">
                <Trans>Become a Volunteer</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact-us">
                <Trans>Contact Us</Trans>
              </Link>
            </li>
            <li>
              <Link to="/prayer">
                <Trans>Pray</Trans>
              </Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className={styles.contactBox}>
          <h2 id="footer-contact">
            <Trans>Contact</Trans>
          </h2>
          <p>
            <Mail aria-hidden="true" size={18} />{' '}
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p>
            <Phone aria-hidden="true" size={18} />{' '}
            <a href={`tel:${brand.phone.replace(/\s+/g, '')}`}>{brand.phone}</a>
          </p>
          <ul className={styles.badges} aria-label={t`What we are`}>
            <li>
              <HandHeart aria-hidden="true" size={16} /> <Trans>Non-profit</Trans>
            </li>
            <li>
              <Globe2 aria-hidden="true" size={16} /> <Trans>Global</Trans>
            </li>
            <li>
              <Users aria-hidden="true" size={16} /> <Trans>Community</Trans>
            </li>
          </ul>
        </section>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>
          <Trans>
            © {copyrightYear} {name}. All rights reserved.
          </Trans>
        </p>
        <ul className={styles.bottomLinks}>
          <li>
            <Link to="/contact-us">
              <Trans>Contact Us</Trans>
            </Link>
          </li>
          <li>
            <Link to="/events">
              <Trans>Service &amp; Events</Trans>
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy">
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/cookie-policy">
              <Trans>Cookie Policy</Trans>
            </Link>
          </li>
          <li>
            <Island name="footer-login" />
          </li>
        </ul>
      </div>
    </footer>
  );
}
