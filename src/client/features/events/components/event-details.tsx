import { Trans } from '@lingui/react/macro';
import { FactList } from '#client/components/fact-list.tsx';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { useSearch } from '#client/lib/location.ts';
import { type Event, formatEventWhen, isFreeEvent } from '#shared/content/events.ts';
import { illustrationSize } from '#shared/content/illustrations.ts';
import { formatPrice } from '../lib/event-list.ts';
import { useReleaseLeftCheckout } from '../lib/release-checkout.ts';

import styles from './events.module.css';
import { OrderConfirmation } from './order-confirmation.tsx';
import { SpotsBadge } from './spots-badge.tsx';
import { TicketOrder } from './ticket-order.tsx';

/** The hero picture fills the width on a phone, half of the page's column from 56rem. */
const HERO_IMAGE_SIZES = '(min-width: 56rem) min(35rem, 50vw), calc(100vw - 2rem)';

interface Props {
  event: Event;
  /** The admin's preview of a draft: no tickets can be ordered yet. */
  preview?: boolean;
}

/** One event: its hero, description and tickets, or the thank-you after a paid checkout. */
export function EventDetails({ event, preview = false }: Props) {
  // Read after hydration (useSearch): the page was rendered without the address's query.
  const searchParams = new URLSearchParams(useSearch());
  const sessionId = searchParams.get('session_id');
  const cancelled = searchParams.has('cancelled');
  useReleaseLeftCheckout(event.id, cancelled && !sessionId);
  const locale = useLocale();
  const lang = useTextLang(event.lang);

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div>
            <p className={styles.heroCategory} lang="sv">
              {event.category}
            </p>
            <h1 lang={lang}>{event.title}</h1>
            <FactList className={styles.facts}>
              <dt>
                <Trans>When</Trans>
              </dt>
              <dd>{formatEventWhen(event, locale)}</dd>
              <dt>
                <Trans>Where</Trans>
              </dt>
              <dd>
                {event.location}, {event.city}
              </dd>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd lang="sv">
                {isFreeEvent(event) ? formatPrice(0) : `${formatPrice(event.price)} (vuxen)`}
              </dd>
            </FactList>
            {!event.past && <SpotsBadge spotsLeft={event.spotsLeft} />}
          </div>
          <img
            src={event.image}
            srcSet={event.imageSrcset}
            sizes={event.imageSrcset ? HERO_IMAGE_SIZES : undefined}
            alt=""
            width={illustrationSize.width}
            height={illustrationSize.height}
            fetchPriority="high"
            className={styles.heroImage}
          />
        </div>
      </section>
      <div className={`container section ${styles.detailsGrid}`}>
        <div className={styles.description}>
          <h2>
            <Trans>About the event</Trans>
          </h2>
          {event.description.split('\n\n').map((paragraph) => (
            <p key={paragraph} lang={lang}>
              {paragraph}
            </p>
          ))}
        </div>
        <EventSide event={event} preview={preview} sessionId={sessionId} />
      </div>
    </>
  );
}

/** Beside the description: the thank-you, the tickets, or why there are none. */
function EventSide({ event, preview, sessionId }: Props & { sessionId: string | null }) {
  if (sessionId) return <OrderConfirmation sessionId={sessionId} event={event} />;
  if (event.past) {
    return (
      <section className={styles.panel}>
        <h2>
          <Trans>This event has taken place</Trans>
        </h2>
        <p>
          <Trans>
            Thank you to everyone who came.{' '}
            <LocalizedLink to="/events">See the events coming up</LocalizedLink>.
          </Trans>
        </p>
      </section>
    );
  }
  if (isFreeEvent(event)) {
    return (
      <section className={styles.panel}>
        <h2>
          <Trans>Free entry</Trans>
        </h2>
        <p>
          <Trans>
            Entry is free: no ticket or order is needed. Just come along, and bring a friend.
          </Trans>
        </p>
      </section>
    );
  }
  if (preview) {
    return (
      <section className={styles.panel}>
        <h2>
          <Trans>Tickets</Trans>
        </h2>
        <p>
          <Trans>Tickets can be ordered here once the event is published.</Trans>
        </p>
      </section>
    );
  }
  return <TicketOrder event={event} />;
}
