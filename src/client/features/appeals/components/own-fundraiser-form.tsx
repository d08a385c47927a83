import type { FormEvent, ReactNode } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import styles from './appeals.module.css';

interface Props {
  /** The submit button's text. */
  submit: ReactNode;
  /** A change is on its way: the buttons wait. */
  busy: boolean;
  /** Sends what the form holds; resolves true when the server took it. */
  onSend(data: FormData): Promise<boolean> | undefined;
  /** Empties the form once the server took what it held (a new update, not an edit). */
  resetOnSave?: boolean;
  /** Buttons beside the submit button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One of the forms on an organiser's fundraiser card: its fields, then its buttons in a row. */
export function OwnFundraiserForm({ submit, busy, onSend, resetOnSave, actions, children }: Props) {
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if ((await onSend(new FormData(form))) && resetOnSave) form.reset();
  }

  return (
    <form onSubmit={send} className={styles.ownForm}>
      {children}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {submit}
        </Button>
        {actions}
      </div>
    </form>
  );
}
