import { type ReactNode, useId } from 'react';
import styles from './call-to-action.module.css';

interface Props {
  title: string;
  text: ReactNode;
  /** Links or buttons styled with the global .button classes. */
  children: ReactNode;
}

/** A closing band inviting the reader to act. */
export function CallToAction({ title, text, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section">
      <div className={`container ${styles.band}`}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
