import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import { useSession } from '#client/lib/session.ts';
import { login } from './auth-api.ts';
import styles from './login-form.module.css';

const NETWORK_ERROR = msg`Network error. Please try again.`;

interface Props {
  submitLabel: string;
  onSuccess(): void;
}

/** Username and password, as on the /login page and in the footer's Admin Login modal. */
export function LoginForm({ submitLabel, onSuccess }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Shown once the server says the password was right and a second factor is on.
  const [askCode, setAskCode] = useState(false);
  const { setLoggedIn } = useSession();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const code = String(form.get('code') ?? '').trim();
      const failure = await login({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
        ...(code ? { code } : {}),
      });
      if (failure) {
        setError(failure.error);
        if (failure.twoFactorRequired) setAskCode(true);
        // A failed login leaves the visitor signed out (docs/product.md, part 1, States).
        setLoggedIn(false);
      } else onSuccess();
    } catch {
      setError(i18n._(NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <label htmlFor={`${id}-username`}>
        <Trans>Username</Trans>
      </label>
      <input id={`${id}-username`} name="username" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>
        <Trans>Password</Trans>
      </label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {askCode && (
        <>
          <label htmlFor={`${id}-code`}>
            <Trans>Authentication code</Trans>
          </label>
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            aria-describedby={`${id}-code-hint`}
            required
            // biome-ignore lint/a11y/noAutofocus: it appears because the admin must type in it next.
            autoFocus
          />
          <p id={`${id}-code-hint`} className={styles.hint}>
            <Trans>
              The 6-digit code from your authenticator app, or one of your recovery codes.
            </Trans>
          </p>
        </>
      )}
      <p className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
