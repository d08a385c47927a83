import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '#client/features/auth/index.ts';

export default function AdminPage() {
  const { loggedIn, checked } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (checked && !loggedIn) navigate('/login', { replace: true });
  }, [checked, loggedIn, navigate]);

  if (!loggedIn) {
    return (
      <div className="container section">
        <h1>Admin dashboard</h1>
        <p>Checking your session…</p>
      </div>
    );
  }
  return (
    <div className="container section">
      <h1>Admin dashboard</h1>
      <p>Welcome back. Choose what to manage from the menu.</p>
    </div>
  );
}
