import { useParams } from 'react-router';
import { StoryArticle, StoryLinks } from '#client/features/stories/index.ts';
import { findStory } from '#shared/content/stories.ts';

export default function StoryPage() {
  const story = findStory(useParams().id);
  if (story) return <StoryArticle story={story} />;
  return (
    <div className="container section">
      <h1>Story not found.</h1>
      <StoryLinks />
    </div>
  );
}
