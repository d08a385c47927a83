import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { failureReason } from '#client/lib/api-client.ts';
import { LocalizedLink, LocalizedNavLink } from '#client/lib/i18n/localized-link.tsx';
import { logout, useSession } from '#client/lib/session.ts';
import { brand } from '#shared/brand.ts';
import { AboutMenu, aboutLinks } from './about-menu.tsx';
import styles from './header.module.css';
import { CloseIcon, KeyIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { useDonateNavigation } from './use-donate-navigation.ts';

const mainLinks = [
  { to: '/events', label: msg`Events` },
  { to: '/stories', label: msg`Stories` },
  { to: '/contact-us', label: msg`Contact Us` },
];

const siteName = brand.name;

export function Header() {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const { loggedIn } = useSession();
  const goToDonate = useDonateNavigation();
  const [menuOpen, setMenuOpen] = useState(false);

  async function handleLogout() {
    try {
      await logout();
    } catch (error) {
      window.alert(failureReason(error, t`Network error. Logout failed.`));
    }
  }

  const adminControls = loggedIn && (
    <>
      <LocalizedLink
        to="/admin"
        className={styles.iconLink}
        aria-label={t`Admin dashboard`}
        title={t`Admin`}
      >
        <KeyIcon size={20} />
      </LocalizedLink>
      <button type="button" className="button button-outline" onClick={handleLogout}>
        <Trans>Log Out</Trans>
      </button>
    </>
  );

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <LocalizedLink to="/" className={styles.logo} aria-label={t`${siteName}, home`}>
          <Logo className={styles.logoInner} />
        </LocalizedLink>
        <nav aria-label={t`Main`} className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              <AboutMenu />
            </li>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <LocalizedNavLink to={link.to} className={styles.navLink}>
                  {i18n._(link.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <LanguageSwitch className={styles.language} />
            {adminControls}
          </div>
          {/* The site's button classes (form-fields' Button), spelt out: the header is an island. */}
          <button
            type="button"
            className={`button button-primary ${styles.donate}`}
            onClick={goToDonate}
          >
            <Trans>Donate now</Trans>
          </button>
          <button
            type="button"
            className={styles.hamburger}
            aria-label={t`Open menu`}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} adminControls={adminControls} />}
    </header>
  );
}

const mobileLinks = [
  { to: '/', label: msg`Home` },
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
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
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
            <Trans>Menu</Trans>
          </h2>
          <Logo className={styles.logoInner} />
          <button
            type="button"
            className={styles.hamburger}
            aria-label={t`Close menu`}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t`Mobile`}>
          <ul className={styles.mobileList}>
            {mobileLinks.map((link) => (
              <li key={link.to}>
                <LocalizedNavLink to={link.to} onClick={close}>
                  {i18n._(link.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.mobileActions}>
          <LanguageSwitch className={styles.language} />
          {adminControls}
        </div>
      </div>
    </dialog>
  );
}
