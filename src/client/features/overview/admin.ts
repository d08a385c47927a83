// The admin face of this feature, loaded only by the dashboard (see pages/admin-page.tsx).
export { OverviewAdmin } from './overview-admin.tsx';
