import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import { formatSek } from '#shared/donations.ts';
import styles from './sandbox.module.css';

/**
 * The sandbox's stand-in for the bank's 3D Secure check: a modal dialog to approve or fail the
 * payment. Escape counts as failing it, as closing Stripe's own dialog does.
 */
export function AuthenticationDialog({
  amountOre,
  onAnswer,
}: {
  amountOre: number;
  onAnswer(approve: boolean): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const amount = formatSek(amountOre);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <p className={styles.badge}>
        <Trans>Test stand-in</Trans>
      </p>
      <h2 id={`${id}-title`}>
        <Trans>Confirm your payment</Trans>
      </h2>
      <p id={`${id}-text`}>
        <Trans>
          Your bank would now ask you to confirm this payment of {amount}. This dialog stands in for
          that check in test mode: no real payment is made.
        </Trans>
      </p>
      <div className={styles.dialogActions}>
        <Button variant="primary" onClick={() => onAnswer(true)}>
          <Trans>Complete authentication</Trans>
        </Button>
        <Button onClick={() => onAnswer(false)}>
          <Trans>Fail authentication</Trans>
        </Button>
      </div>
    </dialog>
  );
}
