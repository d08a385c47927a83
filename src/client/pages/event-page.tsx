import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { EventDetails, eventQuery, eventsQuery, useEvent } from '#client/features/events/index.ts';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { itemPageData, linkPreview } from '#client/lib/page-data.ts';
import { useParams } from '#client/lib/router.tsx';
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

export default function EventPage() {
  const id = useParams().id ?? '';
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
