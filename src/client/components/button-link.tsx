import type { ComponentProps } from 'react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';

type Props = ComponentProps<typeof LocalizedLink> & { variant?: 'primary' | 'outline' };

/**
 * A link drawn as the site's button: primary (the one main action) or outline. Like every
 * internal link, it keeps the visitor's language.
 */
export function ButtonLink({ variant = 'outline', className, ...rest }: Props) {
  return (
    <LocalizedLink
      className={`button button-${variant}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
