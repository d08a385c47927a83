export { AdminOnly } from './admin-only.tsx';
export { logout } from './auth-api.ts';
export { LoginForm } from './login-form.tsx';
export { LoginModal } from './login-modal.tsx';
export { SessionProvider, useSession } from './session-context.tsx';
