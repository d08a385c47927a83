import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** A decorative background: any CSS background value (gradients or a site image). */
  background?: string;
  children?: ReactNode;
}

/** The banner at the top of a page: its one h1, an optional subtitle and actions. */
export function PageHero({ title, subtitle, background, children }: Props) {
  return (
    <section className={styles.hero} style={background ? { background } : undefined}>
      <div className="container">
        <h1>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
