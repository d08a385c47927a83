import { PageHero } from '../components/page-hero.tsx';

export default function EventsPage() {
  return (
    <PageHero
      title="Events"
      subtitle="Retreats, festivals, concerts and walks: come and meet us, and bring a friend."
    />
  );
}
