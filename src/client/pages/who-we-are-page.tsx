import { PageHero } from '../components/page-hero.tsx';

export default function WhoWeArePage() {
  return (
    <PageHero
      title="Who we are"
      subtitle="A church-led charity walking with partner churches in four countries."
    />
  );
}
