import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import styles from './modal-dialog.module.css';

interface Props {
  /** Shown as a modal while true (the page behind is inert); closed when it turns false. */
  open?: boolean;
  /** Escape, a click on the backdrop, or close() from elsewhere. */
  onClose(): void;
  'aria-labelledby': string;
  /** Sets `--dialog-width` and anything else of the feature's own. */
  className?: string | undefined;
  children: ReactNode;
}

/** A modal <dialog> of the site: a white panel over a dimmed page. */
export function ModalDialog({ open = true, onClose, className, children, ...aria }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal <dialog>.
    <dialog
      ref={dialog}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={aria['aria-labelledby']}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      {children}
    </dialog>
  );
}
