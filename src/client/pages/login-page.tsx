import { Trans } from '@lingui/react/macro';
import { Island } from '#client/runtime/island.tsx';

export default function LoginPage() {
  return (
    <div className="container section narrow-page">
      <h1>
        <Trans>Admin Login</Trans>
      </h1>
      <p>
        <Trans>Sign in to manage the website.</Trans>
      </p>
      <Island name="login" />
    </div>
  );
}
