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
  return (
    <ModalDialog open={open} onClose={onClose} aria-labelledby="admin-login-title">
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id="admin-login-title">Admin Login</h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        {open && (
          <LoginForm
            submitLabel="Login"
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
