import { type CardLoading, LinkCard } from '#client/components/card-grid.tsx';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { type Event, formatEventWhen } from '#shared/content/events.ts';
import { formatPrice } from '../lib/event-list.ts';
import styles from './events.module.css';
import { SpotsBadge } from './spots-badge.tsx';

export function EventCard({ event, loading }: { event: Event; loading: CardLoading }) {
  const locale = useLocale();
  return (
    <LinkCard
      item={event}
      base="/events"
      loading={loading}
      bodyClassName={styles.cardBody}
      titleClassName={styles.cardTitle}
      before={
        <p className={styles.category} lang="sv">
          {event.category}
        </p>
      }
    >
      <p className={styles.when}>{formatEventWhen(event, locale)}</p>
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
