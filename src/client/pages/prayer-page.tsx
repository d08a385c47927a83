import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { prayerQuery } from '#client/features/prayer/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { Island } from '#client/runtime/island.tsx';
import { CallToAction } from '../components/call-to-action.tsx';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['prayer'], queries: () => [prayerQuery] };

export default function PrayerPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        title={i18n._(msg`Prayer Points`)}
        subtitle={i18n._(
          msg`Pray with us for our partner churches, the families they serve and our team. Press Pray when you have prayed for a point.`,
        )}
      />
      <div className="container section">
        <Island name="prayer-points" />
      </div>
      <CallToAction
        title={i18n._(msg`Share a prayer request`)}
        text={i18n._(
          msg`Is there something we can pray about with you, or would you like to hear more about the work?`,
        )}
        links={[
          { to: '/contact-us', label: i18n._(msg`Contact Us`) },
          { to: '/', label: i18n._(msg`Back to Home`) },
        ]}
      />
    </>
  );
}
