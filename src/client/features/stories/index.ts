export { StoriesBrowser } from './components/stories-browser.tsx';
export { StoryArticle, StoryLinks } from './components/story-article.tsx';
