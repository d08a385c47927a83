import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-modal.module.css';

interface Props {
  open: boolean;
  onClose(): void;
}

/** The footer's Admin Login dialog: success closes it and reloads the page. */
export function LoginModal({ open, onClose }: Props) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} onClose={onClose} aria-labelledby="admin-login-title">
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id="admin-login-title">
            <Trans>Admin Login</Trans>
          </h2>
          <button type="button" className={styles.close} aria-label={t`Close`} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        {open && (
          <LoginForm
            submitLabel={t`Login`}
            onSuccess={() => {
              onClose();
              window.location.reload();
            }}
          />
        )}
      </div>
    </ModalDialog>
  );
}
