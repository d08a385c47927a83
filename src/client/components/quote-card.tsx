import { Quote } from 'lucide-react';
import styles from './quote-card.module.css';

interface Props {
  quote: string;
  name: string;
  role: string;
}

/** A testimonial: the quote and who said it. */
export function QuoteCard({ quote, name, role }: Props) {
  return (
    <figure className={styles.card}>
      <Quote aria-hidden="true" className={styles.mark} size={36} />
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
      </figcaption>
    </figure>
  );
}
