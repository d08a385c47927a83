import { PageHero } from '../components/page-hero.tsx';

export default function VolunteerPage() {
  return (
    <PageHero
      title="Become a Volunteer"
      subtitle="Give your time and skills alongside our partner churches."
    />
  );
}
