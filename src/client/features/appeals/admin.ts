// The admin face of this feature, loaded only by the dashboard (see pages/admin-page.tsx).
export { AppealsAdmin } from './components/appeals-admin.tsx';
export { FundraisersAdmin } from './components/fundraisers-admin.tsx';
