import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

/** Terms beside their values: `<dt>`/`<dd>` pairs as children; `className` adds spacing. */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `${styles.facts} ${className}` : styles.facts}>{children}</dl>;
}
