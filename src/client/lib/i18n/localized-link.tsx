import type { AnchorHTMLAttributes } from 'react';
import { isActivePath, usePathname } from '#client/lib/location.ts';
import { useLocalizedPath } from './use-locale.ts';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to one of the site's pages in the visitor's language: write the English path
 * (`to="/events"`), a Swedish page links to /sv/events. A plain link: moving between pages is a
 * page load (docs/rendering.md). Use it (or LocalizedNavLink, or useLocalizedPath for
 * navigate()) for every internal link.
 */
export function LocalizedLink({ to, ...props }: LinkProps) {
  return <a href={useLocalizedPath()(to)} {...props} />;
}

/** A link that marks itself when it leads to the current page: class `active`, aria-current. */
export function LocalizedNavLink({
  to,
  className,
  end = false,
  ...props
}: LinkProps & { end?: boolean }) {
  const href = useLocalizedPath()(to);
  const active = isActivePath(usePathname(), href, end);
  return (
    <a
      {...props}
      href={href}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
