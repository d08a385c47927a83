import { KeyRound, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '#client/components/form-fields.tsx';
import { logout, useSession } from '#client/features/auth/index.ts';
import { brand } from '#shared/brand.ts';
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
      <Button onClick={handleLogout}>Log Out</Button>
    </>
  );

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label={`${brand.name}, home`}>
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
          <Button variant="primary" className={styles.donate} onClick={goToDonate}>
            Donate now
          </Button>
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

const mobileLinks = [
  { to: '/', label: 'Home' },
  ...aboutLinks,
  ...mainLinks.filter((link) => !aboutLinks.some((about) => about.to === link.to)),
];

/**
 * The mobile menu: a modal <dialog> (focus stays inside, Escape closes it, focus returns to
 * the hamburger) that also locks page scrolling; a click on the overlay or a link closes it.
 */
function MobileMenu({
  onClose,
  adminControls,
}: {
  onClose(): void;
  adminControls: React.ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal <dialog>.
    <dialog
      ref={dialog}
      className={styles.mobileDialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.mobilePanel}>
        <div className={styles.mobileHeader}>
          <h2 id={titleId} className="visually-hidden">
            Menu
          </h2>
          <Logo className={styles.logoInner} />
          <button
            type="button"
            className={styles.hamburger}
            aria-label="Close menu"
            onClick={close}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.mobileList}>
            {mobileLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.mobileActions}>{adminControls}</div>
      </div>
    </dialog>
  );
}
