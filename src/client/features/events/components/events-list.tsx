import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CardListSection } from '#client/components/card-list-section.tsx';
import { useEvents } from '../api/events-api.ts';
import { EventsBrowser } from './events-browser.tsx';

/** The events page's island: the list with its filters, from the page's data. */
export function EventsList() {
  const { i18n } = useLingui();
  return (
    <CardListSection
      query={useEvents()}
      failure={i18n._(msg`The events could not be loaded. Please reload the page.`)}
      skeletonCount={4}
    >
      {(events) => <EventsBrowser events={events} />}
    </CardListSection>
  );
}
