import { PageHero } from '../components/page-hero.tsx';

export default function OurApproachPage() {
  return (
    <PageHero
      title="Our Approach"
      subtitle="Partnership, the good news in word and deed, and respect for every neighbour."
    />
  );
}
