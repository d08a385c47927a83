import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CardListSection } from '#client/components/card-list-section.tsx';
import { StoriesBrowser, storiesQuery, useStories } from '#client/features/stories/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { PageHero } from '../components/page-hero.tsx';

export const pageData: PageData = { topics: ['stories'], queries: () => [storiesQuery] };

export default function StoriesPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        title={i18n._(msg`Stories`)}
        subtitle={i18n._(msg`Stories of children, families and churches whose lives have changed.`)}
      />
      <CardListSection
        query={useStories()}
        failure={i18n._(msg`The stories could not be loaded. Please reload the page.`)}
        skeletonCount={8}
      >
        {(stories) => <StoriesBrowser stories={stories} />}
      </CardListSection>
    </>
  );
}
