import { LinkCard } from '#client/components/card-grid.tsx';
import { type Event, formatEventWhen } from '#shared/content/events.ts';
import { formatPrice } from '../lib/event-list.ts';
import styles from './events.module.css';
import { SpotsBadge } from './spots-badge.tsx';

export function EventCard({
  event,
  eager,
  first,
}: {
  event: Event;
  eager: boolean;
  first: boolean;
}) {
  return (
    <LinkCard
      image={event.image}
      to={`/events/${event.id}`}
      title={event.title}
      eager={eager}
      first={first}
      bodyClassName={styles.cardBody}
      titleClassName={styles.cardTitle}
      before={
        <p className={styles.category} lang="sv">
          {event.category}
        </p>
      }
    >
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
    </LinkCard>
  );
}
