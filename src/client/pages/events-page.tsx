import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { eventsQuery } from '#client/features/events/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { Island } from '#client/runtime/island.tsx';
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
      <Island name="events-list" />
    </>
  );
}
