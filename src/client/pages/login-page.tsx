import { Trans, useLingui } from '@lingui/react/macro';
import { LoginForm, useSession } from '#client/features/auth/index.ts';
import { useLocalizedPath } from '#client/lib/i18n/use-locale.ts';
import { useNavigate } from '#client/lib/router.tsx';

export default function LoginPage() {
  const { t } = useLingui();
  const localizedPath = useLocalizedPath();
  const navigate = useNavigate();
  const { setLoggedIn } = useSession();
  return (
    <div className="container section narrow-page">
      <h1>
        <Trans>Admin Login</Trans>
      </h1>
      <p>
        <Trans>Sign in to manage the website.</Trans>
      </p>
      <LoginForm
        submitLabel={t`Log In`}
        onSuccess={() => {
          setLoggedIn(true);
          navigate(localizedPath('/admin'));
        }}
      />
    </div>
  );
}
