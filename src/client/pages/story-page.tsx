import { useParams } from 'react-router';
import {
  StoryArticle,
  StoryLinks,
  storiesQuery,
  storyQuery,
  useStory,
} from '#client/features/stories/index.ts';
import { itemPageData, linkPreview } from '#client/lib/page-data.ts';
import type { Story } from '#shared/content/stories.ts';
import { formatDate } from '#shared/format-date.ts';

export const pageData = itemPageData({
  topics: ['stories'],
  query: storyQuery,
  list: storiesQuery,
  meta: (story: Story) => ({
    title: story.title,
    description: story.excerpt,
    ...linkPreview(
      `/og/stories/${story.id}.png`,
      story.image,
      `${story.category} · ${formatDate(story.date)}`,
    ),
  }),
});

export default function StoryPage() {
  const { data: story, isError } = useStory(useParams().id ?? '');
  if (story) return <StoryArticle story={story} />;
  if (isError) {
    return (
      <p className="container section" role="alert">
        The story could not be loaded. Please reload the page.
      </p>
    );
  }
  if (story === undefined) {
    return (
      <p className="container section" role="status">
        Loading…
      </p>
    );
  }
  return (
    <div className="container section">
      <h1>Story not found.</h1>
      <StoryLinks />
    </div>
  );
}
