// The admin face of this feature, loaded only by the dashboard (see pages/admin-page.tsx).
export { ApplicationsAdmin } from './components/applications-admin.tsx';
export { VolunteersAdmin } from './components/volunteers-admin.tsx';
