import { useNavigate } from 'react-router';
import { LoginForm, useSession } from '#client/features/auth/index.ts';

export default function LoginPage() {
  const navigate = useNavigate();
  const { setLoggedIn } = useSession();
  return (
    <div className="container section narrow-page">
      <h1>Admin Login</h1>
      <p>Sign in to manage the website.</p>
      <LoginForm
        submitLabel="Log In"
        onSuccess={() => {
          setLoggedIn(true);
          navigate('/admin');
        }}
      />
    </div>
  );
}
