import { Globe2, HandHeart, Mail, Phone, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginModal, useSession } from '#client/features/auth/index.ts';
import { brand } from '#shared/brand.ts';
import styles from './footer.module.css';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-icons.tsx';

export function Footer() {
  const { loggedIn } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {brand.name}
          </h2>
          <Logo className={styles.logo} />
          <p className={styles.tagline}>{brand.tagline}</p>
          <SocialLinks className={styles.social} />
        </section>

        <nav aria-labelledby="footer-get-involved">
          <h2 id="footer-get-involved">Get Involved</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/volunteer">Become a Volunteer</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
            <li>
              <Link to="/prayer">Pray</Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className={styles.contactBox}>
          <h2 id="footer-contact">Contact</h2>
          <p>
            <Mail aria-hidden="true" size={18} />{' '}
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p>
            <Phone aria-hidden="true" size={18} />{' '}
            <a href={`tel:${brand.phone.replace(/\s+/g, '')}`}>{brand.phone}</a>
          </p>
          <ul className={styles.badges} aria-label="What we are">
            <li>
              <HandHeart aria-hidden="true" size={16} /> Non-profit
            </li>
            <li>
              <Globe2 aria-hidden="true" size={16} /> Global
            </li>
            <li>
              <Users aria-hidden="true" size={16} /> Community
            </li>
          </ul>
        </section>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>
          © {brand.copyrightYear} {brand.name}. All rights reserved.
        </p>
        <ul className={styles.bottomLinks}>
          <li>
            <Link to="/contact-us">Contact Us</Link>
          </li>
          <li>
            <Link to="/events">Service &amp; Events</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/cookie-policy">Cookie Policy</Link>
          </li>
          <li>
            {loggedIn ? (
              <Link to="/admin">Admin</Link>
            ) : (
              <button
                type="button"
                className={styles.adminButton}
                onClick={() => setLoginOpen(true)}
              >
                Admin login
              </button>
            )}
          </li>
        </ul>
      </div>
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
    </footer>
  );
}
