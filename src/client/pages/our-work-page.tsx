import { PageHero } from '../components/page-hero.tsx';

export default function OurWorkPage() {
  return (
    <PageHero title="Our Work" subtitle="Six programs, run with and through local churches." />
  );
}
