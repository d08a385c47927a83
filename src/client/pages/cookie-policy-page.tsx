import { PageHero } from '../components/page-hero.tsx';

export default function CookiePolicyPage() {
  return <PageHero title="Cookie Policy" subtitle="Last updated 2025-08-03" />;
}
