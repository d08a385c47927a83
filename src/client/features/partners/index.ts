export { PartnersSection } from './components/partners-section.tsx';
