export { VolunteerApplication } from './components/volunteer-application.tsx';
export { VolunteerBenefits } from './components/volunteer-benefits.tsx';
