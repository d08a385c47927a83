import styles from './admin.module.css';
import { useLastRefusal } from './use-admin-mutation.ts';

/**
 * A polite live region that tells the admin why the last save, upload or delete of an editor
 * was refused (the server's `error`), so nothing fails in silence. Empty otherwise.
 */
export function AdminAnnouncer({ scope }: { scope: string }) {
  const message = useLastRefusal(scope);
  return (
    <p role="status" aria-live="polite" className={styles.announcer}>
      {message}
    </p>
  );
}
