import type { ReactNode } from 'react';
import styles from './actions-row.module.css';

/**
 * A row of buttons under an item or a form; `className` replaces the default spacing. Its own
 * module: public pages show it (with the admin's controls in it) without loading the editors.
 */
export function ActionsRow({
  className,
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) {
  return <div className={className ?? styles.row}>{children}</div>;
}
