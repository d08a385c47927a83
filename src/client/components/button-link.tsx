import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link drawn as the site's button: primary (the one main action) or outline. */
export function ButtonLink({
  to,
  variant = 'outline',
  children,
}: {
  to: string;
  variant?: 'primary' | 'outline';
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`button button-${variant}`}>
      {children}
    </Link>
  );
}
