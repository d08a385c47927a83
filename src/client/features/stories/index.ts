export {
  featuredStoryQuery,
  storiesQuery,
  storiesQueryKey,
  storyQuery,
  useFeaturedStory,
  useStories,
  useStory,
} from './api/stories-api.ts';
export { StoriesBrowser } from './components/stories-browser.tsx';
export { StoriesList } from './components/stories-list.tsx';
export { StoryArticle, StoryLinks } from './components/story-article.tsx';
export { StoryBlocks } from './components/story-blocks.tsx';
export { categoryNames } from './lib/category-names.ts';
