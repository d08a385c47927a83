import { BookOpen, GraduationCap, Sprout } from 'lucide-react';
import styles from './sections.module.css';

const pillars = [
  {
    title: 'Education',
    text: 'School fees, uniforms and mentoring keep children learning and give them a future.',
    Icon: GraduationCap,
  },
  {
    title: 'Entrepreneurship',
    text: 'Savings groups and small-business training help parents earn a steady income.',
    Icon: Sprout,
  },
  {
    title: 'Discipleship',
    text: 'Local churches teach the Bible and walk with families as they grow in faith.',
    Icon: BookOpen,
  },
];

export function MissionSection() {
  return (
    <section className={`section ${styles.band}`} aria-labelledby="mission-heading">
      <div className="container">
        <h2 id="mission-heading" className={styles.heading}>
          Our Mission
        </h2>
        <p className={styles.lead}>
          We equip families in Rwanda and Burundi with education, entrepreneurship and discipleship.
          Through our partner churches we support vulnerable children and families in education,
          savings, agriculture, community development, Bible teaching and health.
        </p>
        <ul className={styles.pillars}>
          {pillars.map(({ title, text, Icon }) => (
            <li key={title}>
              <h3>
                <Icon aria-hidden="true" className={styles.icon} />
                {title}
              </h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
