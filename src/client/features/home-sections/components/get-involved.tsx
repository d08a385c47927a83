import { HandHeart, Users } from 'lucide-react';
import { Link } from 'react-router';
import styles from './sections.module.css';

/** Two ways to take part: prayer and volunteering. */
export function GetInvolved() {
  return (
    <section className={`section ${styles.muted}`} aria-labelledby="get-involved-heading">
      <div className="container">
        <h2 id="get-involved-heading" className={styles.heading}>
          Get Involved
        </h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <HandHeart aria-hidden="true" size={32} className={styles.icon} />
            <h3>Pray with us</h3>
            <p>
              Our partner churches, the families they serve and our team rely on prayer. See what to
              pray for this month.
            </p>
            <Link to="/prayer" className="button button-secondary">
              Prayer Points
            </Link>
          </li>
          <li className={styles.card}>
            <Users aria-hidden="true" size={32} className={styles.icon} />
            <h3>Give your time</h3>
            <p>
              Help with community support, education and mentoring, or logistics and media, from
              Sweden or on a visit.
            </p>
            <Link to="/volunteer" className="button button-secondary">
              Become a Volunteer
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
