import { CircleCheck } from 'lucide-react';
import styles from './check-list.module.css';

/** A bullet list with check marks. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CircleCheck aria-hidden="true" className={styles.icon} size={22} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
