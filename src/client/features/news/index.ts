export { newsQuery } from './api/news-api.ts';
export { NewsFeed } from './components/news-feed.tsx';
