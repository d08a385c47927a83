import { type ReactNode, Suspense } from 'react';
import { useSession } from '#client/lib/session.ts';

/**
 * Shown to a signed-in admin only; `otherwise` (if given) to everyone else. The editing
 * controls inside are lazy (only admins download that code): `otherwise` shows while they load.
 */
export function AdminOnly({
  children,
  otherwise = null,
}: {
  children: ReactNode;
  otherwise?: ReactNode;
}) {
  const { loggedIn } = useSession();
  return loggedIn ? <Suspense fallback={otherwise}>{children}</Suspense> : otherwise;
}
