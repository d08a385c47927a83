import { useLingui } from '@lingui/react/macro';
import { useLocalizedPath } from '#client/lib/i18n/use-locale.ts';
import { navigate } from '#client/lib/location.ts';
import { setLoggedIn } from '#client/lib/session.ts';
import { LoginForm } from './login-form.tsx';

/** The login page's island: signed in, the admin goes to the dashboard. */
export function LoginPanel() {
  const { t } = useLingui();
  const localizedPath = useLocalizedPath();
  return (
    <LoginForm
      submitLabel={t`Log In`}
      onSuccess={() => {
        setLoggedIn(true);
        navigate(localizedPath('/admin'));
      }}
    />
  );
}
