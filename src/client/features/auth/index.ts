import { lazy } from 'react';

export { LoginForm } from './login-form.tsx';

/** The footer's Admin Login dialog, downloaded when a visitor first opens it. */
export const LoginModal = lazy(() =>
  import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })),
);
export { LoginPanel } from './login-panel.tsx';
