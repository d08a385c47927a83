import { KeyRound, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { logout, useSession } from '#client/features/auth/index.ts';
import { AboutMenu, aboutLinks } from './about-menu.tsx';
import styles from './header.module.css';
import { Logo } from './logo.tsx';
import { useDonateNavigation } from './use-donate-navigation.ts';

const mainLinks = [
  { to: '/events', label: 'Events' },
  { to: '/stories', label: 'Stories' },
  { to: '/contact-us', label: 'Contact Us' },
];

export function Header() {
  const { loggedIn, setLoggedIn } = useSession();
  const goToDonate = useDonateNavigation();
  const [menuOpen, setMenuOpen] = useState(false);

  async function handleLogout() {
    try {
      await logout();
      setLoggedIn(false);
    } catch {
      window.alert('Network error. Logout failed.');
    }
  }

  const adminControls = loggedIn && (
    <>
      <Link to="/admin" className={styles.iconLink} aria-label="Admin dashboard" title="Admin">
        <KeyRound aria-hidden="true" size={20} />
      </Link>
      <button type="button" className="button button-outline" onClick={handleLogout}>
        Log Out
      </button>
    </>
  );

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label="Home">
          <Logo className={styles.logoInner} />
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              <AboutMenu />
            </li>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>{adminControls}</div>
          <button type="button" className="button button-primary" onClick={goToDonate}>
            Donate now
          </button>
          <button
            type="button"
            className={styles.hamburger}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} adminControls={adminControls} />}
    </header>
  );
}

function MobileMenu({
  onClose,
  adminControls,
}: {
  onClose(): void;
  adminControls: React.ReactNode;
}) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  useEffect(() => {
    if (location.pathname !== firstPath.current) onClose();
  }, [location.pathname, onClose]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay is a pointer shortcut; Escape and the close button do the same.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      className={styles.overlay}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.mobilePanel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.mobileHeader}>
          <h2 id={titleId} className="visually-hidden">
            Menu
          </h2>
          <Logo className={styles.logoInner} />
          <button
            ref={closeButton}
            type="button"
            className={styles.hamburger}
            aria-label="Close menu"
            onClick={onClose}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.mobileList}>
            {[
              { to: '/', label: 'Home' },
              ...aboutLinks,
              ...mainLinks.slice(0, 1),
              mainLinks[2]!,
            ].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.mobileActions}>{adminControls}</div>
      </div>
    </div>
  );
}
