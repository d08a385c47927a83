// The admin face of this feature, loaded only by the dashboard (see pages/admin-page.tsx).
export { CardsToPostAdmin } from './cards-to-post-admin.tsx';
