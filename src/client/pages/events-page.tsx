import { CardListSection } from '#client/components/card-list-section.tsx';
import { EventsBrowser, eventsQuery, useEvents } from '#client/features/events/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['events'], queries: () => [eventsQuery] };

export default function EventsPage() {
  return (
    <>
      <PageHero
        title="Events"
        subtitle="Retreats, festivals, concerts and walks: come and meet us, and bring a friend."
      />
      <CardListSection
        query={useEvents()}
        failure="The events could not be loaded. Please reload the page."
        skeletonCount={4}
      >
        {(events) => <EventsBrowser events={events} />}
      </CardListSection>
    </>
  );
}
