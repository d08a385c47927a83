import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import { login } from './auth-api.ts';
import styles from './login-form.module.css';
import { useSession } from './session-context.tsx';

interface Props {
  submitLabel: string;
  onSuccess(): void;
}

/** Username and password, as on the /login page and in the footer's Admin Login modal. */
export function LoginForm({ submitLabel, onSuccess }: Props) {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { setLoggedIn } = useSession();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const failure = await login({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      if (failure) {
        setError(failure);
        // As the spec's session states have it: a failed login leaves the visitor signed out.
        setLoggedIn(false);
      } else onSuccess();
    } catch {
      setError('Network error. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <label htmlFor={`${id}-username`}>Username</label>
      <input id={`${id}-username`} name="username" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <p className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
