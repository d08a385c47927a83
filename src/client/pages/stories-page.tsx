import { PageHero } from '../components/page-hero.tsx';

export default function StoriesPage() {
  return (
    <PageHero
      title="Stories"
      subtitle="Stories of children, families and churches whose lives have changed."
    />
  );
}
