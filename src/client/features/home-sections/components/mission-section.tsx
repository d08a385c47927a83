import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { BookOpen, GraduationCap, Sprout } from 'lucide-react';
import styles from './sections.module.css';

const pillars = [
  {
    title: msg`Education`,
    text: msg`School fees, uniforms and mentoring keep children learning and give them a future.`,
    Icon: GraduationCap,
  },
  {
    title: msg`Entrepreneurship`,
    text: msg`Savings groups and small-business training help parents earn a steady income.`,
    Icon: Sprout,
  },
  {
    title: msg`Discipleship`,
    text: msg`Local churches teach the Bible and walk with families as they grow in faith.`,
    Icon: BookOpen,
  },
];

export function MissionSection() {
  const { i18n } = useLingui();
  return (
    <section className={`section ${styles.band}`} aria-labelledby="mission-heading">
      <div className="container">
        <h2 id="mission-heading" className={styles.heading}>
          <Trans>Our Mission</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>
            We equip families in Rwanda and Burundi with education, entrepreneurship and
            discipleship. Through our partner churches we support vulnerable children and families
            in education, savings, agriculture, community development, Bible teaching and health.
          </Trans>
        </p>
        <ul className={styles.pillars}>
          {pillars.map(({ title, text, Icon }) => (
            <li key={title.id}>
              <h3>
                <Icon aria-hidden="true" className={styles.icon} />
                {i18n._(title)}
              </h3>
              <p>{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
