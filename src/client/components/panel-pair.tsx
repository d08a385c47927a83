import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import styles from './panel-pair.module.css';

export interface Panel {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

function PanelSection({ title, icon: Icon, children }: Panel) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        <Icon aria-hidden="true" size={28} className={styles.icon} />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Two titled panels side by side on wide screens (e.g. a challenge and the response to it). */
export function PanelPair({ first, second }: { first: Panel; second: Panel }) {
  return (
    <div className={`section ${styles.band}`}>
      <div className={`container ${styles.grid}`}>
        <PanelSection {...first} />
        <PanelSection {...second} />
      </div>
    </div>
  );
}
