import type { ReactNode } from 'react';
import styles from './prose.module.css';

/** Long-form text (policies): a readable measure and spacing for headings, lists and links. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={`container section ${styles.prose}`}>{children}</div>;
}
