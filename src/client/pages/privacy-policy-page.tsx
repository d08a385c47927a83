import { PageHero } from '../components/page-hero.tsx';

export default function PrivacyPolicyPage() {
  return <PageHero title="Privacy Policy" subtitle="Last updated 2025-08-03" />;
}
