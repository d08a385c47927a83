import { EventsBrowser, eventsQuery, useEvents } from '#client/features/events/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { CardGridSkeleton } from '../components/card-grid-skeleton.tsx';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['events'], queries: () => [eventsQuery] };

export default function EventsPage() {
  const { data: events, isError } = useEvents();
  return (
    <>
      <PageHero
        title="Events"
        subtitle="Retreats, festivals, concerts and walks: come and meet us, and bring a friend."
      />
      {events ? (
        <div className="container section">
          <EventsBrowser events={events} />
        </div>
      ) : isError ? (
        <div className="container section">
          <p role="alert">The events could not be loaded. Please reload the page.</p>
        </div>
      ) : (
        <CardGridSkeleton count={4} />
      )}
    </>
  );
}
