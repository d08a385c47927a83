import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import styles from './info-cards.module.css';

export interface InfoCard {
  title: string;
  text: ReactNode;
  icon?: LucideIcon;
  /** Makes the whole card a link to this path. */
  href?: string;
  /** The visible call to action of a linked card. */
  linkLabel?: string;
}

interface Props {
  cards: InfoCard[];
  /** Cards per row on wide screens. */
  columns?: 2 | 3 | 4;
}

/** A responsive grid of cards, each with an optional icon, an h3 and a short text. */
export function InfoCards({ cards, columns = 3 }: Props) {
  return (
    <ul className={`${styles.grid} ${styles[`columns${columns}`]}`}>
      {cards.map(({ title, text, icon: Icon, href, linkLabel }) => (
        <li key={title} className={`${styles.card} ${href ? styles.linked : ''}`}>
          {Icon && (
            <span className={styles.icon}>
              <Icon aria-hidden="true" size={26} />
            </span>
          )}
          <h3 className={styles.title}>
            {href ? (
              <LocalizedLink to={href} className={styles.link}>
                {title}
              </LocalizedLink>
            ) : (
              title
            )}
          </h3>
          <div className={styles.text}>{text}</div>
          {href && linkLabel && (
            <span className={styles.more} aria-hidden="true">
              {linkLabel} <ArrowRight size={18} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
