import { useParams } from 'react-router';
import { StoryArticle, StoryLinks, useStory } from '#client/features/stories/index.ts';

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
