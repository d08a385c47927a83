import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import styles from './my-gifts.module.css';

/**
 * What an e-mailed link opens: one button that signs in. Only the click spends the link, so a
 * mail scanner that follows it, or another site that opens it, signs no one in.
 */
export function LinkSignIn({ onSignIn }: { onSignIn(): void }) {
  const headingId = useId();
  return (
    <div className={styles.formHeight}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId}>
          <Trans>Sign in to My gifts</Trans>
        </h2>
        <p>
          <Trans>
            You opened the sign-in link from your e-mail. Sign in to see and look after your gifts
            on this device. The link works once.
          </Trans>
        </p>
        <Button variant="primary" onClick={onSignIn}>
          <Trans>Sign in</Trans>
        </Button>
      </section>
    </div>
  );
}
