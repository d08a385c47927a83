import { useLingui } from '@lingui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Text } from '#shared/i18n/message.ts';
import styles from './faq-accordion.module.css';

export interface FaqItem {
  question: Text;
  answer: Text;
}

/** Questions with one answer open at a time (the WAI-ARIA accordion pattern). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const { i18n } = useLingui();
  const text = (value: Text) => (typeof value === 'string' ? value : i18n._(value));
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={buttonId} className={styles.item}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{text(item.question)}</span>
                <ChevronDown aria-hidden="true" className={styles.chevron} />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!expanded}
            >
              <p>{text(item.answer)}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
