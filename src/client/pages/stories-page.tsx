import { CardListSection } from '#client/components/card-list-section.tsx';
import { StoriesBrowser, storiesQuery, useStories } from '#client/features/stories/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['stories'], queries: () => [storiesQuery] };

export default function StoriesPage() {
  return (
    <>
      <PageHero
        title="Stories"
        subtitle="Stories of children, families and churches whose lives have changed."
      />
      <CardListSection
        query={useStories()}
        failure="The stories could not be loaded. Please reload the page."
        skeletonCount={8}
      >
        {(stories) => <StoriesBrowser stories={stories} />}
      </CardListSection>
    </>
  );
}
