import { Trans } from '@lingui/react/macro';
import {
  categoryNames,
  StoryArticle,
  StoryLinks,
  storiesQuery,
  storyQuery,
  useStory,
} from '#client/features/stories/index.ts';
import type { Params } from '#client/lib/match-path.ts';
import { itemPageData, linkPreview } from '#client/lib/page-data.ts';
import type { Story } from '#shared/content/stories.ts';
import { formatDate } from '#shared/format-date.ts';
import type { Locale } from '#shared/i18n/locale.ts';

export const pageData = itemPageData({
  topics: ['stories'],
  query: storyQuery,
  list: storiesQuery,
  meta: (story: Story, i18n) => ({
    title: story.title,
    description: story.excerpt,
    ...linkPreview(
      { section: 'stories', id: story.id, locale: i18n.locale as Locale },
      story.image,
      `${i18n._(categoryNames[story.category])} · ${formatDate(story.date, i18n.locale as Locale)}`,
    ),
  }),
});

export default function StoryPage({ params }: { params: Params }) {
  const { data: story, isError } = useStory(params.id ?? '');
  if (story) return <StoryArticle story={story} />;
  if (isError) {
    return (
      <p className="container section" role="alert">
        <Trans>The story could not be loaded. Please reload the page.</Trans>
      </p>
    );
  }
  if (story === undefined) {
    return (
      <p className="container section" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <div className="container section">
      <h1>
        <Trans>Story not found.</Trans>
      </h1>
      <StoryLinks />
    </div>
  );
}
