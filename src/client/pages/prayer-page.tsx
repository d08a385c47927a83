import { PrayerPoints, prayerQuery } from '#client/features/prayer/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['prayer'], queries: () => [prayerQuery] };

export default function PrayerPage() {
  return (
    <>
      <PageHero
        title="Prayer Points"
        subtitle="Pray with us for our partner churches, the families they serve and our team. Press Pray when you have prayed for a point."
      />
      <div className="container section">
        <PrayerPoints />
      </div>
      <CallToAction
        title="Share a prayer request"
        text="Is there something we can pray about with you, or would you like to hear more about the work?"
        links={[
          { to: '/contact-us', label: 'Contact Us' },
          { to: '/', label: 'Back to Home' },
        ]}
      />
    </>
  );
}
