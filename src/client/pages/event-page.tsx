import { Link, useParams } from 'react-router';
import { EventDetails, useEvent } from '#client/features/events/index.ts';

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
