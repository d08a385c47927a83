export { DonationSection } from './components/donation-section.tsx';
