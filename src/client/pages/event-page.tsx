import { msg } from '@lingui/core/macro';
import { eventQuery, eventsQuery } from '#client/features/events/index.ts';
import type { Params } from '#client/lib/match-path.ts';
import { itemPageData, linkPreview } from '#client/lib/page-data.ts';
import { Island } from '#client/runtime/island.tsx';
import { type Event, formatDayAt } from '#shared/content/events.ts';
import type { Locale } from '#shared/i18n/locale.ts';

export const pageData = itemPageData({
  topics: ['events'],
  query: eventQuery,
  list: eventsQuery,
  meta(event: Event, i18n) {
    const when = formatDayAt(event.startDate, event.startTime, i18n.locale as Locale);
    const { city } = event;
    const [intro = ''] = event.description.split('\n');
    return {
      title: event.title,
      description: i18n._(msg`${when} in ${city}. ${intro}`),
      ...linkPreview(
        { section: 'events', id: event.id, locale: i18n.locale as Locale },
        event.image,
        `${event.category} · ${when} · ${event.city}`,
      ),
    };
  },
});

export default function EventPage({ params }: { params: Params }) {
  return <Island name="event-details" props={{ id: params.id ?? '' }} />;
}
