import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import styles from './faq-accordion.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions with one answer open at a time (the WAI-ARIA accordion pattern). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" className={styles.chevron} />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
