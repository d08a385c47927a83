// An admin-only feature, loaded only by the dashboard (see pages/admin-page.tsx).
export { PersonalDataAdmin } from './personal-data-admin.tsx';
