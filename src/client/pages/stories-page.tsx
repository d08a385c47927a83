import { CardGridSkeleton } from '#client/components/card-grid-skeleton.tsx';
import { StoriesBrowser, storiesQuery, useStories } from '#client/features/stories/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['stories'], queries: () => [storiesQuery] };

export default function StoriesPage() {
  const { data: stories, isError } = useStories();
  return (
    <>
      <PageHero
        title="Stories"
        subtitle="Stories of children, families and churches whose lives have changed."
      />
      {stories ? (
        <div className="container section">
          <StoriesBrowser stories={stories} />
        </div>
      ) : isError ? (
        <p className="container section" role="alert">
          The stories could not be loaded. Please reload the page.
        </p>
      ) : (
        <CardGridSkeleton count={8} />
      )}
    </>
  );
}
