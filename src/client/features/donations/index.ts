export { DonationSection } from './components/donation-section.tsx';
export { TargetDonation } from './components/target-donation.tsx';
