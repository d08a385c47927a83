import { Link, useParams } from 'react-router';
import { EventDetails } from '#client/features/events/index.ts';
import { findEvent } from '#shared/content/events.ts';

export default function EventPage() {
  const event = findEvent(useParams().id);
  if (event) return <EventDetails key={event.id} event={event} />;
  return (
    <div className="container section">
      <h1>Event not found.</h1>
      <p>
        <Link to="/events">Back to events</Link>
      </p>
    </div>
  );
}
