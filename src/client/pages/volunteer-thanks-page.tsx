import { PageHero } from '../components/page-hero.tsx';

export default function VolunteerThanksPage() {
  return (
    <PageHero
      title="Thank you for applying"
      subtitle="We have received your application and will be in touch within 3-7 days."
    />
  );
}
