import { PageHero } from '../components/page-hero.tsx';

export default function PrayerPage() {
  return (
    <PageHero
      title="Prayer Points"
      subtitle="Pray with us for our partner churches, the families they serve and our team."
    />
  );
}
