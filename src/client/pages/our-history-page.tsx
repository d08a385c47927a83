import { PageHero } from '../components/page-hero.tsx';

export default function OurHistoryPage() {
  return (
    <PageHero
      title="Our History"
      subtitle="Since 2011, one friendship between churches has grown into a partnership."
    />
  );
}
