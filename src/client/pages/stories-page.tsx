import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { storiesQuery } from '#client/features/stories/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { Island } from '#client/runtime/island.tsx';
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
      <Island name="stories-list" />
    </>
  );
}
