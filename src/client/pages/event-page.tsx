import { Link, useParams } from 'react-router';
import { EventDetails, eventQuery, eventsQuery, useEvent } from '#client/features/events/index.ts';
import { itemPageData, linkPreview } from '#client/lib/page-data.ts';
import type { Event } from '#shared/content/events.ts';
import { formatDate } from '#shared/format-date.ts';

export const pageData = itemPageData({
  topics: ['events'],
  query: eventQuery,
  list: eventsQuery,
  meta(event: Event) {
    const when = `${formatDate(event.startDate)}, ${event.startTime}`;
    return {
      title: event.title,
      description: `${when} in ${event.city}. ${event.description.split('\n')[0]}`,
      ...linkPreview(
        `/og/events/${event.id}.png`,
        event.image,
        `${event.category} · ${when} · ${event.city}`,
      ),
    };
  },
});

export default function EventPage() {
  const id = useParams().id ?? '';
  const { data: event, isPending } = useEvent(id);
  if (event) return <EventDetails key={event.id} event={event} />;
  if (isPending) {
    return (
      <div className="container section" role="status">
        <p>Loading the event…</p>
      </div>
    );
  }
  return (
    <div className="container section">
      <h1>Event not found.</h1>
      <p>
        <Link to="/events">Back to events</Link>
      </p>
    </div>
  );
}
