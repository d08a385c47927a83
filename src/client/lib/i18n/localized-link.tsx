import type { ComponentProps } from 'react';
import { Link, type LinkProps, NavLink } from '#client/lib/router.tsx';
import { useLocalizedPath } from './use-locale.ts';

/**
 * A link to one of the site's pages in the visitor's language: write the English path
 * (`to="/events"`), a Swedish page links to /sv/events. Use it (or LocalizedNavLink, or
 * useLocalizedPath for navigate()) for every internal link.
 */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={useLocalizedPath()(to)} {...props} />;
}

export function LocalizedNavLink({
  to,
  ...props
}: Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string }) {
  return <NavLink to={useLocalizedPath()(to)} {...props} />;
}
