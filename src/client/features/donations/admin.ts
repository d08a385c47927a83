// The admin face of this feature, loaded only by the dashboard (see pages/admin-page.tsx).
export { DonationsAdmin } from './components/donations-admin.tsx';
export { GivingOverviewAdmin } from './components/giving-overview.tsx';
export { TaxReductionAdmin } from './components/tax-reduction-admin.tsx';
