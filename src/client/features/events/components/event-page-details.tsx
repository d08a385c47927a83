import { Trans } from '@lingui/react/macro';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { useEvent } from '../api/events-api.ts';
import { EventDetails } from './event-details.tsx';

/** An event's page, an island: the event and its tickets, from the page's data. */
export function EventPageDetails({ id }: { id: string }) {
  const { data: event, isPending } = useEvent(id);
  if (event) return <EventDetails key={event.id} event={event} />;
  if (isPending) {
    return (
      <div className="container section" role="status">
        <p>
          <Trans>Loading the event…</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="container section">
      <h1>
        <Trans>Event not found.</Trans>
      </h1>
      <p>
        <LocalizedLink to="/events">
          <Trans>Back to events</Trans>
        </LocalizedLink>
      </p>
    </div>
  );
}
