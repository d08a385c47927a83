import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { LoginModal } from '#client/features/auth/index.ts';
import { LocalizedLink as Link } from '#client/lib/i18n/localized-link.tsx';
import { useSession } from '#client/lib/session.ts';
import styles from './footer.module.css';

/** The footer's island: Admin login (a dialog), or the link to the dashboard when signed in. */
export function FooterLogin() {
  const { loggedIn } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  // Mounted from the first opening on, so that closing it returns the focus as a dialog does.
  const [loginWanted, setLoginWanted] = useState(false);
  return (
    <>
      {loggedIn ? (
        <Link to="/admin">
          <Trans>Admin</Trans>
        </Link>
      ) : (
        <button
          type="button"
          className={styles.adminButton}
          onClick={() => {
            setLoginWanted(true);
            setLoginOpen(true);
          }}
        >
          <Trans>Admin login</Trans>
        </button>
      )}
      {loginWanted && (
        <Suspense fallback={null}>
          <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
