import { PageHero } from '../components/page-hero.tsx';

export default function ContactPage() {
  return (
    <PageHero
      title="Contact Us"
      subtitle="We would love to hear from you. We reply within 24-48 hours."
    />
  );
}
