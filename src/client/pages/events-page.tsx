import { EventsBrowser, eventsQuery, useLiveEvents } from '#client/features/events/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { events } from '#shared/content/events.ts';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['events'], queries: () => [eventsQuery] };

export default function EventsPage() {
  return (
    <>
      <PageHero
        title="Events"
        subtitle="Retreats, festivals, concerts and walks: come and meet us, and bring a friend."
      />
      <div className="container section">
        <EventsBrowser events={useLiveEvents(events)} />
      </div>
    </>
  );
}
