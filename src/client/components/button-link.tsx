import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type Props = ComponentProps<typeof Link> & { variant?: 'primary' | 'outline' };

/** A link drawn as the site's button: primary (the one main action) or outline. */
export function ButtonLink({ variant = 'outline', className, ...rest }: Props) {
  return (
    <Link className={`button button-${variant}${className ? ` ${className}` : ''}`} {...rest} />
  );
}
