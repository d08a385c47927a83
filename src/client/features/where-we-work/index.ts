export { WhereWeWorkMap } from './where-we-work-map.tsx';
