export { leadershipQuery } from './api/leadership-api.ts';
export { LeadershipSection } from './components/leadership-section.tsx';
