import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CardListSection } from '#client/components/card-list-section.tsx';
import { EventsBrowser, eventsQuery, useEvents } from '#client/features/events/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['events'], queries: () => [eventsQuery] };

export default function EventsPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        title={i18n._(msg`Events`)}
        subtitle={i18n._(
          msg`Retreats, festivals, concerts and walks: come and meet us, and bring a friend.`,
        )}
      />
      <CardListSection
        query={useEvents()}
        failure={i18n._(msg`The events could not be loaded. Please reload the page.`)}
        skeletonCount={4}
      >
        {(events) => <EventsBrowser events={events} />}
      </CardListSection>
    </>
  );
}
