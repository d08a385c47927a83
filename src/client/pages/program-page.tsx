import { PageHero } from '../components/page-hero.tsx';

export default function ProgramPage() {
  return <PageHero title="Program" subtitle="One of our six programs." />;
}
