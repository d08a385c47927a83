import { type ReactNode, Suspense } from 'react';
import { useSession } from './session-context.tsx';

/**
 * Shown to a signed-in admin only. The editing controls inside are lazy (only admins download
 * that code): nothing shows in their place while they load.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  return loggedIn ? <Suspense fallback={null}>{children}</Suspense> : null;
}
