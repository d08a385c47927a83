import { type ReactNode, useId } from 'react';
import { ButtonLink } from './button-link.tsx';
import styles from './call-to-action.module.css';

interface Props {
  title: string;
  text: ReactNode;
  /** Where to go: the first is the primary button, the others outline ones. */
  links?: { to: string; label: string }[];
  /** Other buttons, after the links. */
  children?: ReactNode;
}

/** A closing band inviting the reader to act. */
export function CallToAction({ title, text, links = [], children }: Props) {
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
        <div className={styles.actions}>
          {links.map((link, i) => (
            <ButtonLink key={link.to} to={link.to} variant={i === 0 ? 'primary' : 'outline'}>
              {link.label}
            </ButtonLink>
          ))}
          {children}
        </div>
      </div>
    </section>
  );
}
