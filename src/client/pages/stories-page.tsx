import { StoriesBrowser } from '#client/features/stories/index.ts';
import { stories } from '#shared/content/stories.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function StoriesPage() {
  return (
    <>
      <PageHero
        title="Stories"
        subtitle="Stories of children, families and churches whose lives have changed."
      />
      <div className="container section">
        <StoriesBrowser stories={stories} />
      </div>
    </>
  );
}
