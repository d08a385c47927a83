import { Link } from 'react-router';
import { type Event, formatEventWhen } from '#shared/content/events.ts';
import { illustrationSize } from '#shared/content/illustrations.ts';
import { formatPrice } from '../lib/event-list.ts';

import styles from './events.module.css';
import { SpotsBadge } from './spots-badge.tsx';

export function EventCard({
  event,
  eager,
  first,
}: {
  event: Event;
  /** In view when the page opens: loaded at once. */
  eager: boolean;
  /** The likely largest picture on first view: loaded first. */
  first: boolean;
}) {
  return (
    <article className={styles.card}>
      <img
        src={event.image}
        alt=""
        width={illustrationSize.width}
        height={illustrationSize.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <p className={styles.category} lang="sv">
          {event.category}
        </p>
        <h2 className={styles.cardTitle}>
          <Link to={`/events/${event.id}`} className={styles.cardLink}>
            {event.title}
          </Link>
        </h2>
        <p className={styles.when}>{formatEventWhen(event)}</p>
        <p className={styles.where}>
          {event.location}, {event.city}
        </p>
        <p className={styles.cardFooter}>
          <span className={styles.price} lang="sv">
            {formatPrice(event.price)}
          </span>
          <SpotsBadge spotsLeft={event.spotsLeft} />
        </p>
      </div>
    </article>
  );
}
