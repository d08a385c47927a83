import { lazy } from 'react';

/** The footer's Admin Login dialog, downloaded when a visitor first opens it. */
export const LoginModal = lazy(() =>
  import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })),
);
