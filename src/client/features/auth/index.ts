import { lazy } from 'react';

export { AdminOnly } from './admin-only.tsx';
export { logout } from './auth-api.ts';
export { LoginForm } from './login-form.tsx';
export { SessionProvider, useSession } from './session-context.tsx';

/** The footer's Admin Login dialog, downloaded when a visitor first opens it. */
export const LoginModal = lazy(() =>
  import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })),
);
