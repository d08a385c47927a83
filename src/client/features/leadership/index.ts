export { LeadershipSection } from './components/leadership-section.tsx';
