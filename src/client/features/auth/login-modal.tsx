import { X } from 'lucide-react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { LoginForm } from './login-form.tsx';
import styles from './login-modal.module.css';

interface Props {
  open: boolean;
  onClose(): void;
}

/** The footer's Admin Login dialog: success closes it and reloads the page. */
export function LoginModal({ open, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function closeOnOverlayClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal <dialog>.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="admin-login-title"
      onClose={onClose}
      onClick={closeOnOverlayClick}
    >
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
    </dialog>
  );
}
